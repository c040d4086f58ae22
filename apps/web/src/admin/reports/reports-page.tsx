import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { REPORT_KINDS, DESK_REASON_LABELS, REPORT_STATUSES } from '@contracts/reports.ts';
import { adminReportsQuerySchema } from '@contracts/schemas/reports.ts';
import type { ReportKind } from '@steelyard/contracts';
import { adminReportsQuery } from '../../api/reports.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { AdminTable } from '../admin-table.tsx';
import { useAdminList } from '../use-admin-list.ts';
import './reports.css';

/** /admin/reports: the moderation desk's queue by status and kind (oldest open first). */
export function AdminReportsPage() {
  const { t, language } = useTranslation();
  const { query, page, go, onPage } = useAdminList(adminReportsQuerySchema);
  const status = query.status ?? 'open';
  const kind = query.kind ?? '';
  const reports = useQuery(adminReportsQuery({ status, kind, page }));

  return (
    <div>
      <h1 className="admin-h1">{t('adminReports.title')}</h1>
      {/* Reviews have no entry of their own in the spec's side menu: the desk links to them. */}
      <p>
        <Link to="/admin/reviews">{t('adminReviews.title')} →</Link>
      </p>
      <Tabs
        label={t('adminReports.status')}
        items={REPORT_STATUSES.map((value) => ({ value, label: t(`adminReports.statuses.${value}`) }))}
        value={status}
        onChange={(value) => go({ status: value, page: 1 })}
      >
        <div className="admin-report-filters">
          <SelectField
            label={t('adminReports.kind')}
            value={kind}
            onChange={(event) => go({ kind: event.target.value as ReportKind | '', page: 1 })}
          >
            <option value="">{t('adminReports.allKinds')}</option>
            {REPORT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`adminReports.kinds.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <AdminTable
          list={reports}
          emptyTitle={t('adminReports.empty')}
          pager={{ label: t('adminReports.title'), onPage }}
          columns={[
            { header: '#', cell: (report) => report.id },
            { header: t('adminReports.kind'), cell: (report) => t(`adminReports.kinds.${report.kind}`) },
            {
              header: t('adminReports.reason'),
              cell: (report) => (report.reason ? DESK_REASON_LABELS[report.reason][language] : '—'),
            },
            {
              header: t('adminReports.target'),
              cell: (report) => (report.target ? `${report.target.nickname} (#${report.target.id})` : '—'),
            },
            { header: t('adminReports.reporter'), cell: (report) => report.reporter?.nickname ?? '—' },
            {
              header: t('adminReports.createdAt'),
              cell: (report) => formatDateTime(report.created_at, language),
            },
            {
              header: t('adminReports.open'),
              cell: (report) => <Link to={`/admin/reports/${report.id}`}>{t('adminReports.open')}</Link>,
            },
          ]}
        />
      </Tabs>
    </div>
  );
}

export { AdminReportsPage as Component };
