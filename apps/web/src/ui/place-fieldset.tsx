import { useTranslation } from '../i18n/i18n.ts';
import '../i18n/member-texts.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { PlacePicker } from './place-picker.tsx';

/** Where the map opens on a form without a pin. */
const DEFAULT_CENTER = { lat: 37.5665, lon: 126.978 };

type PlaceFieldName = 'lat' | 'lon' | 'place_name';

/** What `FormPlaceFieldset` needs of a form: the api form's `watch`, `errorOf` and `change`. */
interface PlaceForm {
  watch: (name: PlaceFieldName) => unknown;
  errorOf: (name: PlaceFieldName) => string | undefined;
  change: (next: { lat?: number | null; lon?: number | null; place_name?: string }) => void;
}

/**
 * An optional place on a form (a factory, a drawing request or production notice, a freelancer's
 * base): the map picker, the place's name as the member writes it, and a way to take the pin off.
 * The lists' distance search measures to the pin (issue 29).
 */
export function FormPlaceFieldset({
  form,
  legend,
  nameLabel,
}: {
  form: PlaceForm;
  legend: string;
  nameLabel: string;
}) {
  const { t } = useTranslation();
  const lat = form.watch('lat') as number | null;
  const lon = form.watch('lon') as number | null;
  const placeName = String(form.watch('place_name') ?? '');
  const pinned = lat != null && lon != null;
  return (
    <fieldset className="choice">
      <legend className="field__label">{legend}</legend>
      <PlacePicker
        lat={lat}
        lon={lon}
        placeName={placeName}
        center={pinned ? { lat, lon } : DEFAULT_CENTER}
        onChange={form.change}
      />
      <Field
        label={nameLabel}
        error={form.errorOf('place_name') ?? form.errorOf('lat') ?? form.errorOf('lon')}
        value={placeName}
        onChange={(event) => form.change({ place_name: event.target.value })}
      />
      {pinned ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => form.change({ lat: null, lon: null, place_name: '' })}
        >
          {t('placePicker.clear')}
        </Button>
      ) : null}
    </fieldset>
  );
}
