import { useQuery } from '@tanstack/react-query';
import { formatBusinessNumber } from '@contracts/business-numbers.ts';
import { BROWSE_COUNTRIES } from '@contracts/countries.ts';
import { BUSINESS_LIMITS } from '@contracts/limits.ts';
import { businessFormSchema } from '@contracts/schemas/businesses.ts';
import type { BusinessDto } from '@steelyard/contracts';
import { myBusinessQuery, useSaveMyBusiness } from '../../api/businesses.ts';
import { useOwnCountry } from '../../api/session.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/member-texts.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { ShieldIcon } from '../../ui/icons.tsx';
import { PageTitleBar } from '../../ui/page-title-bar.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { showToast } from '../../state/app-store.ts';
import './businesses.css';

const COUNTRIES = BROWSE_COUNTRIES.filter((country) => country !== 'OTHER');
const HINTED = new Set(['KR', 'JP', 'DE', 'US']);

interface BusinessValues {
  country: string;
  legal_name: string;
  registration_number: string;
  representative: string;
  address: string;
  proof: File | undefined;
}

/** Where the business stands: under review, verified (the badge), or refused with the reason. */
function BusinessState({ business }: { business: BusinessDto }) {
  const { t } = useTranslation();
  return (
    <section className={`business-state business-state--${business.status}`} aria-live="polite">
      <p className="business-state__title">
        {business.status === 'verified' && <ShieldIcon size={18} aria-hidden="true" />}
        {t(`business.status.${business.status}`)}
      </p>
      {business.status === 'pending' && <p>{t('business.pendingNote')}</p>}
      {business.status === 'refused' && (
        <p>{t('business.refusedNote', { reason: business.refusal_reason ?? '' })}</p>
      )}
    </section>
  );
}

function BusinessForm({ business }: { business: BusinessDto | null }) {
  const { t, language } = useTranslation();
  const ownCountry = useOwnCountry();
  const save = useSaveMyBusiness();
  const countryName = new Intl.DisplayNames([language], { type: 'region' });
  const form = useApiForm<BusinessValues>({
    schema: businessFormSchema,
    defaultValues: {
      country: business?.country ?? (COUNTRIES.includes(ownCountry as never) ? ownCountry : 'KR'),
      legal_name: business?.legal_name ?? '',
      registration_number: business
        ? formatBusinessNumber(business.country, business.registration_number)
        : '',
      representative: business?.representative ?? '',
      address: business?.address ?? '',
      proof: undefined,
    },
    onSubmit: async ({ proof, ...values }) => {
      await save.mutateAsync({ ...values, ...(proof ? { proof } : {}) });
      showToast(t('business.saved'));
      form.setValue('proof', undefined);
    },
  });
  const country = form.watch('country');
  return (
    <form className="business-form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <SelectField
        label={t('business.country')}
        error={form.errorOf('country')}
        {...form.register('country')}
      >
        {COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName.of(code)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('business.legalName')}
        maxLength={BUSINESS_LIMITS.legalNameMax}
        autoComplete="organization"
        error={form.errorOf('legal_name')}
        {...form.register('legal_name')}
      />
      <Field
        label={t('business.number')}
        placeholder={t(`business.numberHint.${HINTED.has(country) ? (country as 'KR') : 'other'}`)}
        maxLength={40}
        autoCapitalize="characters"
        error={form.errorOf('registration_number')}
        {...form.register('registration_number')}
      />
      <Field
        label={t('business.representative')}
        maxLength={BUSINESS_LIMITS.representativeMax}
        error={form.errorOf('representative')}
        {...form.register('representative')}
      />
      <Field
        label={t('business.address')}
        maxLength={BUSINESS_LIMITS.addressMax}
        autoComplete="street-address"
        error={form.errorOf('address')}
        {...form.register('address')}
      />
      <Field
        type="file"
        label={t('business.proof')}
        accept="application/pdf,image/jpeg,image/png,image/webp"
        error={form.errorOf('proof')}
        onChange={(event) => form.change({ proof: event.target.files?.[0] })}
      />
      <p className="business-form__note">
        {business ? t('business.proofKept', { name: business.proof.name }) + ' ' : ''}
        {t('business.proofPrivate')}
      </p>
      {business && (
        <p className="business-form__note">
          <a href={business.proof.url}>{t('business.openProof')}</a>
        </p>
      )}
      {business?.status === 'verified' && (
        <p className="business-form__warning">{t('business.editWarning')}</p>
      )}
      <Button type="submit" block busy={form.busy}>
        {business ? t('business.save') : t('business.submit')}
      </Button>
    </form>
  );
}

/** /mypage/business: register the member's business, see where its verification stands, edit it. */
export function MyBusinessPage() {
  const { t } = useTranslation();
  const query = useQuery(myBusinessQuery());
  return (
    <div className="page">
      <PageTitleBar title={t('business.title')} fallback="/mypage" />
      <QueryState query={query}>
        {(business) => (
          <div className="business-page">
            {business ? (
              <BusinessState business={business} />
            ) : (
              <p className="business-page__intro">{t('business.intro')}</p>
            )}
            <BusinessForm key={business?.id ?? 0} business={business} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

export { MyBusinessPage as Component };
