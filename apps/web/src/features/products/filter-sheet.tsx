import { useState } from 'react';
import { BROWSE_COUNTRIES } from '@contracts/countries.ts';
import { PRODUCT_TYPES, type ProductSort, type ProductType } from '@contracts/enums.ts';
import type { ProductFilters } from '../../api/products.ts';
import { localeOf } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { Sheet } from '../../ui/sheet.tsx';

/** The browse filter sheet: post type, sort, country (spec §3's list), price range. */
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
          onChange={(event) => setCountry(event.target.value)}
        >
          <option value="">{t('browse.allCountries')}</option>
          {BROWSE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {code === 'OTHER' ? t('browse.otherCountry') : (names.of(code) ?? code)}
            </option>
          ))}
        </select>
      </div>
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
    </Sheet>
  );
}
