import { SERVICE_REQUEST_STATUSES } from '@contracts/enums.ts';
import { adminServiceRequestsQuerySchema } from '@contracts/schemas/services.ts';
import type { FactoryDto, FreelancerDto, ServiceRequestSummaryDto } from '@steelyard/contracts';
import {
  useAdminServiceList,
  type AdminServiceFilters,
  type AdminServiceSubject,
} from '../../api/admin-services.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import '../../i18n/services-texts.ts';
import { Button } from '../../ui/button.tsx';
import { HiddenTag } from '../../ui/hidden-tag.tsx';
import { textOf, type UrlQuery } from '../../ui/use-url-query.ts';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';
import { AdminServiceDetail } from './admin-service-detail.tsx';
import { AdminServiceHideButton } from './admin-service-hide-button.tsx';
import { isRequestSubject, useAdminServiceSubject } from './admin-service-subject.ts';
import './admin-services.css';

const PER_PAGE = 20;

type Row = ServiceRequestSummaryDto | FactoryDto | FreelancerDto;

/** The filters in the URL as the form's values ('' = any). */
const filtersOf = (query: UrlQuery<typeof adminServiceRequestsQuerySchema>): AdminServiceFilters => ({
  word: query.word ?? '',
  status: query.status ?? '',
  hidden: textOf(query.hidden) as AdminServiceFilters['hidden'],
});

/** Word, status (requests and notices) and visibility; applying starts at page 1. */
function FilterBar({
  subject,
  filters,
  total,
  onApply,
}: {
  subject: AdminServiceSubject;
  filters: AdminServiceFilters;
  total: number | undefined;
  onApply: (filters: AdminServiceFilters) => void;
}) {
  const { t } = useTranslation();
  const form = useApiForm<AdminServiceFilters>({
    schema: adminServiceRequestsQuerySchema,
    defaultValues: filters,
    onSubmit: (values) => onApply({ ...values, word: values.word.trim() }),
  });
  return (
    <form className="admin-toolbar admin-services__filters" role="search" onSubmit={form.submit}>
      <input
        type="search"
        aria-label={t('adminServices.search')}
        placeholder={t('adminServices.search')}
        {...form.register('word')}
      />
      {isRequestSubject(subject) ? (
        <select aria-label={t('adminServices.status')} {...form.register('status')}>
          <option value="">{t('adminServices.anyStatus')}</option>
          {SERVICE_REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`services.statuses.${status}`)}
            </option>
          ))}
        </select>
      ) : null}
      <select aria-label={t('adminServices.visibility')} {...form.register('hidden')}>
        <option value="">{t('adminServices.anyVisibility')}</option>
        <option value="0">{t('adminServices.shownOnly')}</option>
        <option value="1">{t('adminServices.hiddenOnly')}</option>
      </select>
      <Button type="submit" size="sm">
        {t('adminServices.searchButton')}
      </Button>
      {total !== undefined ? (
        <span className="admin-toolbar__total">{t('adminServices.total', { count: total })}</span>
      ) : null}
    </form>
  );
}

const titleOf = (row: Row) => ('headline' in row ? row.headline : row.title);

/**
 * `/admin/drawingRequests`, `/admin/bigNotices`, `/admin/factories`, `/admin/freelancers`: every
 * item of the service with search by word (title, member, id), status and visibility, in pages;
 * `?id=` opens one. Hiding or showing one is audited. Everything lives in the URL.
 */
export function AdminServicesPage() {
  const { t, language } = useTranslation();
  const subject = useAdminServiceSubject();
  const { query, page, openId, viewKey, go, onPage } = useAdminList(adminServiceRequestsQuerySchema);
  const filters = filtersOf(query);
  const list = useAdminServiceList(subject, { ...filters, page, perPage: PER_PAGE }, openId === null);

  if (openId) return <AdminServiceDetail subject={subject} id={openId} onBack={() => go({ id: null })} />;

  const title = t(`admin.menu.${subject}`);
  return (
    <div className="admin-services">
      <h1 className="admin-h1">{title}</h1>
      <FilterBar
        key={`${subject}?${viewKey}`}
        subject={subject}
        filters={filters}
        total={list.data?.meta.total}
        onApply={(next) => go({ ...next, page: 1, id: null })}
      />
      <AdminTable<Row>
        list={list}
        emptyTitle={t('adminServices.empty')}
        pager={{ label: title, onPage }}
        columns={[
          { header: '#', cell: (row) => row.id },
          {
            header: t('adminServices.title'),
            cell: (row) => (
              <>
                <button type="button" className="admin-services__open" onClick={() => go({ id: row.id })}>
                  {titleOf(row)}
                </button>{' '}
                {row.is_hidden ? <HiddenTag /> : null}
              </>
            ),
          },
          {
            header: t('adminServices.member'),
            cell: (row) => (
              <>
                {row.user.nickname} <span className="admin-services__muted">#{row.user.id}</span>
              </>
            ),
          },
          isRequestSubject(subject)
            ? {
                header: t('adminServices.status'),
                cell: (row) => ('status' in row ? t(`services.statuses.${row.status}`) : ''),
              }
            : {
                header: t('adminServices.region'),
                cell: (row) => [row.city, row.county].filter(Boolean).join(' '),
              },
          {
            header: t('adminServices.createdAt'),
            cell: (row) => formatDate('created_at' in row ? row.created_at : row.updated_at, language),
          },
          {
            header: t('adminServices.action'),
            cell: (row) => <AdminServiceHideButton subject={subject} item={row} />,
          },
        ]}
      />
    </div>
  );
}

export { AdminServicesPage as Component };
