import { BROWSE_COUNTRIES } from '@contracts/countries.ts';
import { BUSINESS_LIMITS } from '@contracts/limits.ts';
import type { Path } from 'react-hook-form';
import type { ApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { Field } from '../../ui/field.tsx';
import { SelectField } from '../../ui/select-field.tsx';

export const BUSINESS_COUNTRIES = BROWSE_COUNTRIES.filter((country) => country !== 'OTHER');
const HINTED = new Set(['KR', 'JP', 'DE', 'US']);

/** Who a business is, as a registration and a tax invoice request both ask it. */
export interface BusinessIdentity {
  country: string;
  legal_name: string;
  registration_number: string;
  representative: string;
  address: string;
}

/** The country, legal name, number (hinted by the country's format), representative and address. */
export function BusinessFields<T extends BusinessIdentity>({ form }: { form: ApiForm<T> }) {
  const { t, language } = useTranslation();
  const countryName = new Intl.DisplayNames([language], { type: 'region' });
  const field = (name: keyof BusinessIdentity) => ({
    error: form.errorOf(name),
    ...form.register(name as Path<T>),
  });
  const country = form.watch('country' as Path<T>) as string;
  return (
    <>
      <SelectField label={t('business.country')} {...field('country')}>
        {BUSINESS_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName.of(code)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('business.legalName')}
        maxLength={BUSINESS_LIMITS.legalNameMax}
        autoComplete="organization"
        {...field('legal_name')}
      />
      <Field
        label={t('business.number')}
        placeholder={t(`business.numberHint.${HINTED.has(country) ? (country as 'KR') : 'other'}`)}
        maxLength={40}
        autoCapitalize="characters"
        {...field('registration_number')}
      />
      <Field
        label={t('business.representative')}
        maxLength={BUSINESS_LIMITS.representativeMax}
        {...field('representative')}
      />
      <Field
        label={t('business.address')}
        maxLength={BUSINESS_LIMITS.addressMax}
        autoComplete="street-address"
        {...field('address')}
      />
    </>
  );
}
