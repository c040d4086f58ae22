import type { BrowseCountry } from '@steelyard/contracts';
import { Svg } from '../../ui/icons.tsx';

/**
 * The flags of the browsing countries, from the maintained flag-icons set (4:3 SVGs): each is a
 * file of its own (never inlined into the script), fetched when a chip shows it. Regional-
 * indicator emoji needed a font most Linux and Windows machines lack (empty boxes).
 */
const FLAG_FILES = import.meta.glob<string>(
  '../../../../../node_modules/flag-icons/flags/4x3/{kr,jp,us,de,in,id,vn,th,mn,tr,it,ch,nl,fr,ru,uz,ng}.svg',
  { query: '?url&no-inline', import: 'default', eager: true },
);

/** The flag file of a country (ISO code), if the set has it among the browsing countries. */
export function flagUrl(country: string): string | undefined {
  const suffix = `/${country.toLowerCase()}.svg`;
  const path = Object.keys(FLAG_FILES).find((file) => file.endsWith(suffix));
  return path ? FLAG_FILES[path] : undefined;
}

/** A globe for the rest of the world. */
function GlobeIcon() {
  return (
    <Svg size={16}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </Svg>
  );
}

/** A country's flag beside its name (decorative: the name says the country). */
export function CountryFlag({ country }: { country: BrowseCountry }) {
  const url = country === 'OTHER' ? undefined : flagUrl(country);
  if (!url) return <GlobeIcon />;
  return (
    <img className="country-flag" src={url} alt="" width={20} height={15} loading="lazy" decoding="async" />
  );
}
