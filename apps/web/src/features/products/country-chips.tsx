import { useQuery } from '@tanstack/react-query';
import type { BrowseCountry, CountryCountDto } from '@steelyard/contracts';
import { countriesQuery } from '../../api/catalog.ts';
import { localeOf } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useAppState } from '../../state/app-store.ts';
import { CountryFlag } from './country-flag.tsx';

/** The member's own country (from their address, /api/ips/country) first, then the spec's order. */
export function ownCountryFirst(rows: CountryCountDto[], own: string | null): CountryCountDto[] {
  const mine = rows.find((row) => row.country === own);
  return mine ? [mine, ...rows.filter((row) => row !== mine)] : rows;
}

/**
 * Country browsing (spec §3): the list's countries with flags and their numbers of posts; choosing
 * one filters the list to it (prices show in each post's own currency).
 */
export function CountryChips({
  active,
  onChoose,
}: {
  active: BrowseCountry | undefined;
  onChoose: (country: BrowseCountry | undefined) => void;
}) {
  const { t, language } = useTranslation();
  const own = useAppState((state) => state.serverCountry);
  const { data: rows = [] } = useQuery(countriesQuery());
  const names = new Intl.DisplayNames([localeOf(language)], { type: 'region' });
  return (
    <nav className="chips country-chips" aria-label={t('browse.country')}>
      <button
        type="button"
        className="chip"
        aria-pressed={active === undefined}
        onClick={() => onChoose(undefined)}
      >
        {t('browse.allCountries')}
      </button>
      {ownCountryFirst(rows, own).map(({ country, count }) => (
        <button
          key={country}
          type="button"
          className="chip"
          aria-pressed={active === country}
          onClick={() => onChoose(country)}
        >
          <CountryFlag country={country} />
          {country === 'OTHER' ? t('browse.otherCountry') : (names.of(country) ?? country)}{' '}
          <span className="country-chips__count">{t('browse.countryCount', { count })}</span>
        </button>
      ))}
    </nav>
  );
}
