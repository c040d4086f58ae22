import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';

/**
 * A list's filters kept in the URL (`?skill=&city=`), so a shared or reloaded list keeps them.
 * `setFilter` sets the given keys, drops the empty ones (and those `isDefault` names), and
 * replaces the history entry.
 */
export function useUrlFilters(isDefault: (key: string, value: string) => boolean = () => false) {
  const [params, setParams] = useSearchParams();
  const setFilter = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value && !isDefault(key, value)) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return { params, setFilter };
}

/**
 * The filter bar of the services' lists: the selects given as children apply at once; the typed
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
