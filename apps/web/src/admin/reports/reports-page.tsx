import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { REPORT_KINDS, REPORT_REASON_LABELS, REPORT_STATUSES } from '@contracts/reports.ts';
import type { ReportKind, ReportStatus } from '@steelyard/contracts';
import { adminReportsQuery } from '../../api/reports.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { AdminTable } from '../admin-table.tsx';
import './reports.css';

const isStatus = (value: string | null): value is ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value ?? '');
const isKind = (value: string | null): value is ReportKind =>
  (REPORT_KINDS as readonly string[]).includes(value ?? '');

/** /admin/reports: the moderation desk's queue by status and kind (oldest open first). */
export function AdminReportsPage() {
  const { t, language } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as ReportStatus) : 'open';
  const kind = isKind(params.get('kind')) ? (params.get('kind') as ReportKind) : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reports = useQuery(adminReportsQuery({ status, kind, page }));

  const go = (next: { status?: ReportStatus; kind?: ReportKind | ''; page?: number }) => {
    const query = new URLSearchParams();
    query.set('status', next.status ?? status);
    const nextKind = next.kind ?? kind;
    if (nextKind) query.set('kind', nextKind);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

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
        onChange={(value) => go({ status: value })}
      >
        <div className="admin-report-filters">
          <SelectField
            label={t('adminReports.kind')}
            value={kind}
            onChange={(event) => go({ kind: event.target.value as ReportKind | '' })}
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
          pager={{ label: t('adminReports.title'), onPage: (next) => go({ page: next }) }}
          columns={[
            { header: '#', cell: (report) => report.id },
            { header: t('adminReports.kind'), cell: (report) => t(`adminReports.kinds.${report.kind}`) },
            {
              header: t('adminReports.reason'),
              cell: (report) => (report.reason ? REPORT_REASON_LABELS[report.reason][language] : '—'),
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
