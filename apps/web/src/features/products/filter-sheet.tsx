import { useState } from 'react';
import { BROWSE_COUNTRIES } from '@contracts/countries.ts';
import {
  CONDITION_GRADES,
  PRODUCT_TYPES,
  type ConditionGrade,
  type ProductSort,
  type ProductType,
} from '@contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery } from '../../api/catalog.ts';
import type { ProductFilters } from '../../api/products.ts';
import { localeOf } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { Sheet } from '../../ui/sheet.tsx';

/**
 * The browse filter sheet: post type, sort, country (spec §3's list), region (city and county of
 * that country), price range, and the industrial details (manufacturer, year, condition grade).
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
  const [type, setType] = useState<ProductType | ''>(filters.type ?? '');
  const [sort, setSort] = useState<ProductSort>(filters.sort ?? 'latest');
  const [country, setCountry] = useState(filters.country ?? '');
  const [min, setMin] = useState(filters.min_price?.toString() ?? '');
  const [max, setMax] = useState(filters.max_price?.toString() ?? '');
  const [city, setCity] = useState(filters.city ?? '');
  const [county, setCounty] = useState(filters.county ?? '');
  const [manufacturer, setManufacturer] = useState(filters.manufacturer ?? '');
  const [grade, setGrade] = useState<ConditionGrade | ''>(filters.condition_grade ?? '');
  const [yearFrom, setYearFrom] = useState(filters.year_from?.toString() ?? '');
  const [yearTo, setYearTo] = useState(filters.year_to?.toString() ?? '');
  // Regions of the chosen country (or of the server country when none is chosen).
  const cities = useQuery({ ...citiesQuery(country && country !== 'OTHER' ? country : 'KR'), enabled: open });
  const counties = cities.data?.find((c) => c.name === city)?.counties ?? [];
  const names = new Intl.DisplayNames([localeOf(language)], { type: 'region' });
  const digits = (value: string) => value.replace(/[^\d]/g, '');

  return (
    <Sheet
      open={open}
      title={t('browse.filter')}
      onClose={onClose}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              setType('');
              setSort('latest');
              setCountry('');
              setMin('');
              setMax('');
              setCity('');
              setCounty('');
              setManufacturer('');
              setGrade('');
              setYearFrom('');
              setYearTo('');
            }}
          >
            {t('browse.reset')}
          </Button>
          <Button
            onClick={() =>
              onApply({
                ...filters,
                type: type || undefined,
                sort: sort === 'latest' ? undefined : sort,
                country: country || undefined,
                min_price: min ? Number(min) : undefined,
                max_price: max ? Number(max) : undefined,
                city: city || undefined,
                county: (city && county) || undefined,
                manufacturer: manufacturer.trim() || undefined,
                condition_grade: grade || undefined,
                year_from: yearFrom.length === 4 ? Number(yearFrom) : undefined,
                year_to: yearTo.length === 4 ? Number(yearTo) : undefined,
              })
            }
          >
            {t('browse.apply')}
          </Button>
        </>
      }
    >
      <Segmented
        legend={t('browse.type')}
        options={[
          { value: '' as const, label: t('products.all') },
          ...PRODUCT_TYPES.map((value) => ({ value, label: t(`products.type.${value}`) })),
        ]}
        value={type}
        onChange={setType}
      />
      <Segmented
        legend={t('browse.sort')}
        options={[
          { value: 'latest' as const, label: t('browse.latest') },
          { value: 'popular' as const, label: t('browse.popular') },
        ]}
        value={sort}
        onChange={setSort}
      />
      <div className="field">
        <label className="field__label" htmlFor="filter-country">
          {t('browse.country')}
        </label>
        <select
          id="filter-country"
          className="field__input"
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setCity('');
            setCounty('');
          }}
        >
          <option value="">{t('browse.allCountries')}</option>
          {BROWSE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {code === 'OTHER' ? t('browse.otherCountry') : (names.of(code) ?? code)}
            </option>
          ))}
        </select>
      </div>
      {country !== 'OTHER' && (cities.data?.length ?? 0) > 0 ? (
        <div className="filter-price">
          <SelectField
            label={t('browseFilters.city')}
            value={city}
            onChange={(event) => {
              setCity(event.target.value);
              setCounty('');
            }}
          >
            <option value="">{t('browseFilters.anyCity')}</option>
            {cities.data?.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('browseFilters.county')}
            value={county}
            disabled={counties.length === 0}
            onChange={(event) => setCounty(event.target.value)}
          >
            <option value="">{t('browseFilters.anyCounty')}</option>
            {counties.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <fieldset className="choice">
        <legend className="field__label">{t('browse.price')}</legend>
        <div className="filter-price">
          <Field
            label={t('browse.minPrice')}
            inputMode="numeric"
            value={min}
            onChange={(event) => setMin(digits(event.target.value))}
          />
          <span aria-hidden="true">~</span>
          <Field
            label={t('browse.maxPrice')}
            inputMode="numeric"
            value={max}
            onChange={(event) => setMax(digits(event.target.value))}
          />
        </div>
      </fieldset>
      <fieldset className="choice">
        <legend className="field__label">{t('browseFilters.details')}</legend>
        <Field
          label={t('browseFilters.manufacturer')}
          value={manufacturer}
          placeholder={t('browseFilters.manufacturerPlaceholder')}
          onChange={(event) => setManufacturer(event.target.value)}
        />
        <div className="filter-price">
          <Field
            label={t('browseFilters.yearFrom')}
            inputMode="numeric"
            value={yearFrom}
            onChange={(event) => setYearFrom(digits(event.target.value).slice(0, 4))}
          />
          <span aria-hidden="true">~</span>
          <Field
            label={t('browseFilters.yearTo')}
            inputMode="numeric"
            value={yearTo}
            onChange={(event) => setYearTo(digits(event.target.value).slice(0, 4))}
          />
        </div>
        <Segmented
          legend={t('browseFilters.condition')}
          options={[
            { value: '' as const, label: t('products.all') },
            ...CONDITION_GRADES.map((value) => ({ value, label: value })),
          ]}
          value={grade}
          onChange={setGrade}
        />
      </fieldset>
    </Sheet>
  );
}
