import { useQuery } from '@tanstack/react-query';
import { BROWSE_COUNTRIES } from '@contracts/countries.ts';
import { CONDITION_GRADES, PRODUCT_TYPES, SELLER_KINDS } from '@contracts/enums.ts';
import { citiesQuery } from '../../api/catalog.ts';
import type { ProductFilters } from '../../api/products.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { localeOf } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Sheet } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { RangeFields } from './range-fields.tsx';
import { SpecFilterFields } from './spec-filter-fields.tsx';
import { ChoiceFilter } from './choice-filter.tsx';
import { NearPicker } from '../../ui/near-picker.tsx';
import { browseFilterSchema, filtersFromParams, SHEET_FIELDS, type FilterValues } from './url-filters.ts';
import { cityName, countyName, usePlaceNames } from '../../ui/place-name.ts';

const valuesOf = (filters: ProductFilters): FilterValues =>
  Object.fromEntries(
    SHEET_FIELDS.map((key) => [key, String(filters[key] ?? (key === 'sort' ? 'latest' : ''))]),
  ) as FilterValues;

/**
 * The browse filter sheet: post type, sort, distance from a point, country (spec §3's list), region (city and county of
 * that country), price range, the industrial details (manufacturer, condition grade) and the
 * machine's specs (kind, its main figure, year, hours, power, weight, working, loading on site).
 * Its values are the URL's: checked with the server's list schema, applied as URL parameters.
 */
export function FilterSheet({
  open,
  filters,
  onApply,
  onClose,
}: {
  open: boolean;
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const form = useApiForm<FilterValues>({
    schema: browseFilterSchema,
    defaultValues: valuesOf(filters),
    onSubmit: (values) => {
      const county = values.city ? values.county : '';
      const picked = filtersFromParams(new URLSearchParams({ ...values, county }));
      onApply({ word: filters.word, category_id: filters.category_id, ...picked });
    },
  });
  const [sort, country, city, grade, near, withinKm] = form.watch([
    'sort',
    'country',
    'city',
    'condition_grade',
    'near',
    'within_km',
  ]);
  // Regions of the chosen country (or of the server country when none is chosen).
  const cities = useQuery({ ...citiesQuery(country && country !== 'OTHER' ? country : 'KR'), enabled: open });
  const counties = cities.data?.find((c) => c.name === city)?.counties ?? [];
  const placeNames = usePlaceNames();
  const names = new Intl.DisplayNames([localeOf(language)], { type: 'region' });

  return (
    <Sheet
      open={open}
      title={t('browse.filter')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={() => form.reset(valuesOf({}))}>
            {t('browse.reset')}
          </Button>
          <Button type="submit" form="filter-form">
            {t('browse.apply')}
          </Button>
        </>
      }
    >
      <form id="filter-form" onSubmit={form.submit} noValidate>
        <ChoiceFilter
          form={form}
          name="type"
          legend={t('browse.type')}
          anyLabel={t('products.all')}
          values={PRODUCT_TYPES}
          labelOf={(value) => t(`products.type.${value}`)}
        />
        <Segmented
          legend={t('browse.sort')}
          options={[
            { value: 'latest', label: t('browse.latest') },
            { value: 'popular', label: t('browse.popular') },
            // Nearest first needs a point to measure from.
            ...(near ? [{ value: 'distance', label: t('distance.nearest') }] : []),
          ]}
          value={sort}
          onChange={(next) => form.change({ sort: next })}
        />
        <NearPicker
          near={near}
          withinKm={withinKm}
          // Without a point, nearest first means nothing: back to the newest.
          onChange={(change) =>
            form.change({ ...change, ...(!change.near && sort === 'distance' ? { sort: 'latest' } : {}) })
          }
        />
        <ChoiceFilter
          form={form}
          name="seller"
          legend={t('browseFilters.seller')}
          anyLabel={t('products.all')}
          values={SELLER_KINDS}
          labelOf={(value) => t(`browseFilters.sellerKinds.${value}`)}
        />
        <SelectField
          label={t('browse.country')}
          {...form.register('country', { onChange: () => form.change({ city: '', county: '' }) })}
        >
          <option value="">{t('browse.allCountries')}</option>
          {BROWSE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {code === 'OTHER' ? t('browse.otherCountry') : (names.of(code) ?? code)}
            </option>
          ))}
        </SelectField>
        {country !== 'OTHER' && (cities.data?.length ?? 0) > 0 ? (
          <div className="filter-price">
            <SelectField
              label={t('browseFilters.city')}
              {...form.register('city', { onChange: () => form.change({ county: '' }) })}
            >
              <option value="">{t('browseFilters.anyCity')}</option>
              {cities.data?.map((c) => (
                <option key={c.id} value={c.name}>
                  {cityName(placeNames, c.name)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('browseFilters.county')}
              disabled={counties.length === 0}
              {...form.register('county')}
            >
              <option value="">{t('browseFilters.anyCounty')}</option>
              {counties.map((c) => (
                <option key={c.id} value={c.name}>
                  {countyName(placeNames, city ?? '', c.name)}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
        <RangeFields
          form={form}
          legend={t('browse.price')}
          from="min_price"
          to="max_price"
          fromLabel={t('browse.minPrice')}
          toLabel={t('browse.maxPrice')}
        />
        <fieldset className="choice">
          <legend className="field__label">{t('browseFilters.details')}</legend>
          <Field
            label={t('browseFilters.manufacturer')}
            placeholder={t('browseFilters.manufacturerPlaceholder')}
            error={form.errorOf('manufacturer')}
            {...form.register('manufacturer')}
          />
          <Segmented
            legend={t('browseFilters.condition')}
            options={[
              { value: '', label: t('products.all') },
              ...CONDITION_GRADES.map((value) => ({ value, label: value })),
            ]}
            value={grade}
            onChange={(next) => form.change({ condition_grade: next })}
          />
        </fieldset>
        <SpecFilterFields form={form} open={open} />
      </form>
    </Sheet>
  );
}

export default FilterSheet;
