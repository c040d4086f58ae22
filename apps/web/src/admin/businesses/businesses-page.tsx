import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBusinessNumber } from '@contracts/business-numbers.ts';
import { BUSINESS_STATUSES } from '@contracts/enums.ts';
import { BUSINESS_LIMITS } from '@contracts/limits.ts';
import { adminBusinessesQuerySchema, businessRefusalSchema } from '@contracts/schemas/businesses.ts';
import type { AdminBusinessDto } from '@steelyard/contracts';
import { adminBusinessesQuery, useReviewBusiness } from '../../api/businesses.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/field.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { Segmented } from '../../ui/segmented.tsx';
import { TextAreaField } from '../../ui/select-field.tsx';
import { FactsList } from '../../ui/facts-list.tsx';
import { showToast } from '../../state/app-store.ts';
import { AdminPager } from '../admin-pager.tsx';
import { useAdminList } from '../use-admin-list.ts';
import './admin-businesses.css';

/** Verify, or refuse with a reason the member reads. */
function ReviewActions({ business }: { business: AdminBusinessDto }) {
  const { t } = useTranslation();
  const review = useReviewBusiness();
  const [refusing, setRefusing] = useState(false);
  const form = useApiForm<{ reason: string }>({
    schema: businessRefusalSchema,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await review.mutateAsync({ id: business.id, reason });
      showToast(t('adminBusinesses.refused'));
    },
  });
  // Verifying takes no reason: it does not go through the refusal's form and its checks.
  const verify = async () => {
    try {
      await review.mutateAsync({ id: business.id });
      showToast(t('adminBusinesses.verified'));
    } catch (error) {
      form.fail(error);
    }
  };
  if (!refusing)
    return (
      <div className="admin-business__actions">
        <FormError message={form.formError} />
        <Button busy={review.isPending} onClick={() => void verify()}>
          {t('adminBusinesses.verify')}
        </Button>
        <Button variant="secondary" onClick={() => setRefusing(true)}>
          {t('adminBusinesses.refuse')}
        </Button>
      </div>
    );
  return (
    <form className="admin-business__refusal" onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <TextAreaField
        label={t('adminBusinesses.reason')}
        rows={3}
        maxLength={BUSINESS_LIMITS.refusalMax}
        error={form.errorOf('reason')}
        {...form.register('reason')}
      />
      <div className="admin-business__actions">
        <Button type="submit" busy={form.busy}>
          {t('adminBusinesses.sendRefusal')}
        </Button>
        <Button variant="secondary" onClick={() => setRefusing(false)}>
          {t('adminBusinesses.cancel')}
        </Button>
      </div>
    </form>
  );
}

function BusinessCard({ business }: { business: AdminBusinessDto }) {
  const { t, language } = useTranslation();
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(business.country);
  const rows: [string, string][] = [
    [t('adminBusinesses.country'), `${country} (${business.country})`],
    [t('adminBusinesses.number'), formatBusinessNumber(business.country, business.registration_number)],
    [t('adminBusinesses.representative'), business.representative],
    [t('adminBusinesses.address'), business.address],
    [t('adminBusinesses.member'), `${business.user.nickname} (#${business.user.id})`],
    [t('adminBusinesses.submitted'), formatDateTime(business.submitted_at, language)],
  ];
  return (
    <li className="admin-business">
      <h2 className="admin-business__name">{business.legal_name}</h2>
      <FactsList className="admin-business__facts" rows={rows} />
      <a href={business.proof.url} target="_blank" rel="noreferrer">
        {t('adminBusinesses.openProof', { name: business.proof.name })}
      </a>
      {business.status === 'refused' && (
        <p>{t('adminBusinesses.refusedBecause', { reason: business.refusal_reason ?? '' })}</p>
      )}
      {business.status === 'pending' && <ReviewActions business={business} />}
    </li>
  );
}

/** /admin/businesses: the verification queue (pending, oldest first), and the verified and refused; in the URL. */
export function AdminBusinessesPage() {
  const { t } = useTranslation();
  const { query, page, go, onPage } = useAdminList(adminBusinessesQuerySchema);
  const status = query.status ?? 'pending';
  const list = useQuery(adminBusinessesQuery({ page, status }));
  return (
    <div>
      <h1 className="admin-h1">{t('adminBusinesses.title')}</h1>
      <Segmented
        legend={t('adminBusinesses.statusFilter')}
        value={status}
        onChange={(value) => go({ status: value, page: 1 })}
        options={BUSINESS_STATUSES.map((value) => ({ value, label: t(`adminBusinesses.status.${value}`) }))}
      />
      <QueryState query={list}>
        {(answer) =>
          answer.data.length === 0 ? (
            <p className="admin-business__empty">{t('adminBusinesses.empty')}</p>
          ) : (
            <>
              <ul className="admin-business__list">
                {answer.data.map((business) => (
                  <BusinessCard key={business.id} business={business} />
                ))}
              </ul>
              <AdminPager label={t('adminBusinesses.title')} meta={answer.meta} onPage={onPage} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

export { AdminBusinessesPage as Component };
