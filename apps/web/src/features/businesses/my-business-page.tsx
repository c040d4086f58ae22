import { useQuery } from '@tanstack/react-query';
import { formatBusinessNumber } from '@contracts/business-numbers.ts';
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
import { showToast } from '../../state/app-store.ts';
import { BUSINESS_COUNTRIES, BusinessFields, type BusinessIdentity } from './business-fields.tsx';
import { BusinessSeats } from './business-seats.tsx';
import './businesses.css';

interface BusinessValues extends BusinessIdentity {
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
  const { t } = useTranslation();
  const ownCountry = useOwnCountry();
  const save = useSaveMyBusiness();
  const form = useApiForm<BusinessValues>({
    schema: businessFormSchema,
    defaultValues: {
      country: business?.country ?? (BUSINESS_COUNTRIES.includes(ownCountry as never) ? ownCountry : 'KR'),
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
  return (
    <form className="business-form" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <BusinessFields form={form} />
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
            {business?.status === 'verified' && <BusinessSeats />}
          </div>
        )}
      </QueryState>
    </div>
  );
}

export { MyBusinessPage as Component };
