import { useQuery } from '@tanstack/react-query';
import { isSpecSort } from '@contracts/enums.ts';
import { labelIn, SPEC_UNIT_SYMBOLS } from '@contracts/spec-display.ts';
import type { MatchCount } from '@steelyard/contracts';
import { LIMITS } from '@contracts/limits.ts';
import { specTemplatesQuery } from '../../api/catalog.ts';
import type { ProductFilters } from '../../api/products.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { BellIcon, CloseIcon } from '../../ui/icons.tsx';
import { cityName, countyName, usePlaceNames } from '../../ui/place-name.ts';

/** One applied filter: what it reads and the keys its removal clears. */
export interface FilterChip {
  id: string;
  label: string;
  clears: (keyof ProductFilters)[];
}

type Bound = number | string | undefined;

/** 'Year ≥ 2012', 'Swing (mm) 500–800': a range by its open or closed ends. */
function rangeText(label: string, from: Bound, to: Bound, unit = '') {
  const text = (value: Bound) => `${value}${unit}`;
  if (from !== undefined && to !== undefined) return `${label} ${text(from)}–${text(to)}`;
  return from !== undefined ? `${label} ≥ ${text(from)}` : `${label} ≤ ${text(to)}`;
}

/**
 * The applied filters of the sheet as chips, in the sheet's order (the country has its own row of
 * chips and the word its heading, so neither is here). A range is one chip; removing the kind
 * removes its main figure too. A new filter adds its chip here.
 */
export function useFilterChips(filters: ProductFilters): FilterChip[] {
  const { t, language } = useTranslation();
  const placeNames = usePlaceNames();
  const templates = useQuery({ ...specTemplatesQuery(), enabled: filters.kind !== undefined });
  const number = (value: number | undefined) =>
    value === undefined ? undefined : formatNumber(value, language);
  const chips: FilterChip[] = [];
  const add = (id: string, shown: boolean, label: () => string, clears: (keyof ProductFilters)[]) => {
    if (shown) chips.push({ id, label: label(), clears });
  };
  const ranged = (from: keyof ProductFilters, to: keyof ProductFilters) =>
    filters[from] !== undefined || filters[to] !== undefined;

  add('type', !!filters.type, () => t(`products.type.${filters.type!}`), ['type']);
  add('sort', filters.sort === 'popular', () => t('browse.popular'), ['sort']);
  add(
    'distance',
    !!filters.near,
    () => t('distance.within', { km: filters.within_km ?? LIMITS.distanceKmDefault }),
    filters.sort === 'distance' ? ['near', 'within_km', 'sort'] : ['near', 'within_km'],
  );
  add('seller', !!filters.seller, () => t(`browseFilters.sellerKinds.${filters.seller!}`), ['seller']);
  add(
    'place',
    !!filters.city,
    () =>
      [
        cityName(placeNames, filters.city!),
        filters.county && countyName(placeNames, filters.city!, filters.county),
      ]
        .filter(Boolean)
        .join(' '),
    ['city', 'county'],
  );
  add(
    'price',
    ranged('min_price', 'max_price'),
    () => rangeText(t('browse.price'), number(filters.min_price), number(filters.max_price)),
    ['min_price', 'max_price'],
  );
  add('manufacturer', !!filters.manufacturer, () => filters.manufacturer!, ['manufacturer']);
  add(
    'grade',
    !!filters.condition_grade,
    () => `${t('browseFilters.condition')} ${filters.condition_grade!}`,
    ['condition_grade'],
  );
  const template = templates.data?.find((candidate) => candidate.slug === filters.kind);
  const main = template?.fields.find((field) => field.key === template.main_field);
  add('kind', !!filters.kind, () => (template ? labelIn(template.titles, language) : filters.kind!), [
    'kind',
    'main_from',
    'main_to',
    // The figures' sorts go with the kind.
    ...(isSpecSort(filters.sort ?? '') ? (['sort'] as const) : []),
  ]);
  add(
    'specSort',
    isSpecSort(filters.sort ?? ''),
    () =>
      filters.sort === 'main'
        ? t('browseFilters.sortMain', {
            figure: main ? labelIn(main.labels, language) : (filters.kind ?? ''),
          })
        : t(`browseFilters.sortSpec.${filters.sort as 'year' | 'hours'}`),
    ['sort'],
  );
  add(
    'main',
    !!main && ranged('main_from', 'main_to'),
    () =>
      rangeText(
        labelIn(main!.labels, language),
        number(filters.main_from),
        number(filters.main_to),
        main!.unit ? ` ${SPEC_UNIT_SYMBOLS[main!.unit]}` : '',
      ),
    ['main_from', 'main_to'],
  );
  // A year is written without grouping (2012, not 2,012).
  add(
    'year',
    ranged('year_from', 'year_to'),
    () => rangeText(t('specs.yearRange'), filters.year_from, filters.year_to),
    ['year_from', 'year_to'],
  );
  for (const [id, label, from, to] of [
    ['hours', t('specs.hoursRange'), 'hours_from', 'hours_to'],
    ['power', t('specs.powerRange'), 'power_from', 'power_to'],
    ['weight', t('specs.weightRange'), 'weight_from', 'weight_to'],
  ] as const) {
    add(id, ranged(from, to), () => rangeText(label, number(filters[from]), number(filters[to])), [from, to]);
  }
  add('working', !!filters.working, () => t(`specs.working.${filters.working!}`), ['working']);
  add('loading', !!filters.loading, () => t('specs.loadingAvailable'), ['loading']);
  return chips;
}

/**
 * The filtered list's summary under its heading: how many machines match (counted up to a cap:
 * '10,000+') and each applied filter as a chip that removes it, with 'Reset' for all of them and
 * 'Save as alert' to be told of new matches.
 */
export function FilterSummary({
  chips,
  matches,
  onRemove,
  onReset,
  onSaveAlert,
}: {
  chips: FilterChip[];
  matches: MatchCount | undefined;
  onRemove: (chip: FilterChip) => void;
  onReset: () => void;
  onSaveAlert: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="filter-summary">
      <div className="filter-summary__head">
        <p className="filter-summary__count" aria-live="polite">
          {matches
            ? t(matches.capped ? 'specs.machinesMore' : 'specs.machines', { count: matches.count })
            : null}
        </p>
        <button type="button" className="chip filter-summary__save" onClick={onSaveAlert}>
          <BellIcon size={14} />
          {t('browse.saveAlert')}
        </button>
      </div>
      {chips.length > 0 ? (
        <ul className="chips filter-summary__chips" aria-label={t('browse.applied')}>
          {chips.map((chip) => (
            <li key={chip.id}>
              <button
                type="button"
                className="chip filter-chip"
                aria-label={t('browse.removeFilter', { filter: chip.label })}
                onClick={() => onRemove(chip)}
              >
                {chip.label}
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="chip filter-chip filter-chip--reset" onClick={onReset}>
              {t('browse.reset')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
