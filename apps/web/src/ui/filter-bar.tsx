import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';

/**
 * The filter bar of the services' lists (their values in the URL: `useUrlQuery`): the selects given as children apply at once; the typed
 * city applies with the search button (or Enter).
 */
export function FilterBar({
  city,
  cityLabel,
  onCity,
  children,
}: {
  city: string | undefined;
  cityLabel: string;
  onCity: (city: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="filter-bar"
      onSubmit={(event) => {
        event.preventDefault();
        onCity(String(new FormData(event.currentTarget).get('city') ?? '').trim());
      }}
    >
      {children}
      <div className="filter-bar__city">
        <Field label={cityLabel} name="city" defaultValue={city ?? ''} />
        <Button type="submit" variant="secondary">
          {t('common.search')}
        </Button>
      </div>
    </form>
  );
}
