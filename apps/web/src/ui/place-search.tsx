import { useState, type KeyboardEvent } from 'react';
import type { PlaceDto } from '@steelyard/contracts';
import { usePlaceLookup } from '../api/geo.ts';
import { Button } from './button.tsx';
import './place-picker.css';

/** The words of a place search, in the caller's texts. */
export interface PlaceSearchTexts {
  label: string;
  placeholder: string;
  button: string;
  results: string;
}

/**
 * A place found by name through the geocoder: the field, its button, and the places found to pick
 * from. Inside a form (a post's, the filter sheet) Enter searches instead of sending the form.
 * `onSearched` says whether anything was found; the caller shows its own message.
 */
export function PlaceSearch({
  texts,
  disabled = false,
  onPick,
  onSearched,
}: {
  texts: PlaceSearchTexts;
  disabled?: boolean;
  onPick: (place: PlaceDto) => void;
  onSearched: (found: boolean) => void;
}) {
  const lookup = usePlaceLookup();
  const [text, setText] = useState('');
  const [results, setResults] = useState<PlaceDto[] | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function search() {
    if (!text.trim()) return;
    setBusy(true);
    const found = await lookup.search(text).catch(() => []);
    setBusy(false);
    setResults(found);
    onSearched(found.length > 0);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  return (
    <>
      <div className="place-picker__search" role="search">
        <input
          className="field__input"
          type="search"
          value={text}
          aria-label={texts.label}
          placeholder={texts.placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={disabled || isBusy}
          onClick={() => void search()}
        >
          {texts.button}
        </Button>
      </div>
      {results?.length ? (
        <ul className="place-picker__results" aria-label={texts.results}>
          {results.map((place) => (
            <li key={`${place.lat},${place.lon},${place.name}`}>
              <button
                type="button"
                onClick={() => {
                  setResults(null);
                  onPick(place);
                }}
              >
                {place.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
