import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { REPORT_ACTIONS_BY_KIND, DESK_REASON_LABELS } from '@contracts/reports.ts';
import { TRUST_LIMITS } from '@contracts/limits.ts';
import { adminReportActionSchema } from '@contracts/schemas/reports.ts';
import type { AdminReportDetailDto } from '@steelyard/contracts';
import { isApiError } from '../../api/errors.ts';
import { adminReportQuery, useReportAction, type ReportActionValues } from '../../api/reports.ts';
import { useApiForm } from '../../api/use-api-form.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { showToast } from '../../state/app-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field, FormError } from '../../ui/field.tsx';
import { SelectField, TextAreaField } from '../../ui/select-field.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import './reports.css';

type Line = { id: number; nickname?: string | null; body: string; kind: string; created_at: string };

/** The reported content as it was at report time. */
function Snapshot({ report }: { report: AdminReportDetailDto }) {
  const { t, language } = useTranslation();
  const s = report.snapshot as Record<string, unknown>;
  if (report.kind === 'chat') {
    const message = s.message as Line;
    const line = (m: Line, reported = false) => (
      <li
        key={m.id}
        className={reported ? 'admin-snapshot__line admin-snapshot__line--reported' : 'admin-snapshot__line'}
      >
        <strong>{reported ? report.target?.nickname : (m.nickname ?? '?')}</strong> {m.body || `(${m.kind})`}{' '}
        <time dateTime={m.created_at}>{formatDateTime(m.created_at, language)}</time>
      </li>
    );
    return (
      <ol className="admin-snapshot__log">
        {((s.before as Line[]) ?? []).map((m) => line(m))}
        {line(message, true)}
        {((s.after as Line[]) ?? []).map((m) => line(m))}
      </ol>
    );
  }
  const rows = Object.entries(s).filter(([, value]) => value !== null && value !== '');
  return (
    <dl className="admin-snapshot__fields">
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>
            {typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value)}
          </dd>
        </div>
      ))}
      {report.kind === 'product' && report.reportable_id ? (
        <p>
          <Link to={`/products/${report.reportable_id}`}>{t('adminReports.viewPost')}</Link>
        </p>
      ) : null}
    </dl>
  );
}

function ActionForm({ report }: { report: AdminReportDetailDto }) {
  const { t } = useTranslation();
  const act = useReportAction(report.id);
  const actions = REPORT_ACTIONS_BY_KIND[report.kind];
  const form = useApiForm<ReportActionValues>({
    schema: adminReportActionSchema,
    defaultValues: { action: actions[0], days: '', note: '' },
    onSubmit: async (values) => {
      await act.mutateAsync(values);
      showToast(t('adminReports.done'));
    },
  });
  const action = form.watch('action');
  return (
    <form className="admin-panel admin-report-panel admin-report-action" onSubmit={form.submit} noValidate>
      <h2 className="admin-panel__title">{t('adminReports.action')}</h2>
      <FormError message={form.formError} />
      <SelectField
        label={t('adminReports.action')}
        error={form.errorOf('action')}
        {...form.register('action')}
      >
        {actions.map((value) => (
          <option key={value} value={value}>
            {t(`adminReports.actions.${value}`)}
          </option>
        ))}
      </SelectField>
      {action === 'suspend' ? (
        <Field
          label={t('adminReports.days')}
          type="number"
          inputMode="numeric"
          min={1}
          max={TRUST_LIMITS.suspensionDaysMax}
          error={form.errorOf('days')}
          {...form.register('days')}
        />
      ) : null}
      <TextAreaField
        label={t('adminReports.note')}
        rows={2}
        maxLength={TRUST_LIMITS.moderationNoteMax}
        error={form.errorOf('note')}
        {...form.register('note')}
      />
      <Button type="submit" busy={form.busy} variant={action === 'dismiss' ? 'secondary' : 'destructive'}>
        {t('adminReports.apply')}
      </Button>
    </form>
  );
}

/** /admin/reports/{id}: the snapshot, the reporter, the target's history, and the actions. */
export function AdminReportPage() {
  const { t, language } = useTranslation();
  const id = Number(useParams().id);
  const query = useQuery(adminReportQuery(id));
  return (
    <QueryState
      query={query}
      failed={(error) => (
        <EmptyState title={isApiError(error, 404) ? t('adminReports.notFound') : t('errors.loadFailed')} />
      )}
    >
      {(report) => (
        <div>
          <p>
            <Link to="/admin/reports">← {t('adminReports.back')}</Link>
          </p>
          <h1 className="admin-h1">
            {t('adminReports.detailTitle', { id: report.id })} · {t(`adminReports.kinds.${report.kind}`)}
          </h1>
          <section className="admin-panel admin-report-panel">
            <p>
              <strong>{t('adminReports.statusLabel')}</strong> {t(`adminReports.statuses.${report.status}`)}
              {report.action ? ` · ${t(`adminReports.actions.${report.action}`)}` : ''}
            </p>
            <p>
              <strong>{t('adminReports.reason')}</strong>{' '}
              {report.reason ? DESK_REASON_LABELS[report.reason][language] : '—'}
            </p>
            {report.text ? <p className="admin-report-text">{report.text}</p> : null}
            <p>
              <strong>{t('adminReports.reporter')}</strong>{' '}
              {report.reporter
                ? `${report.reporter.nickname} (#${report.reporter.id})`
                : report.kind === 'remove_request'
                  ? t('adminReports.visitor')
                  : t('adminReports.system')}
            </p>
            <p>
              <strong>{t('adminReports.target')}</strong>{' '}
              {report.target ? `${report.target.nickname} (#${report.target.id})` : '—'}
            </p>
            <p>
              <strong>{t('adminReports.createdAt')}</strong> {formatDateTime(report.created_at, language)}
            </p>
          </section>
          <section className="admin-panel admin-report-panel">
            <h2 className="admin-panel__title">{t('adminReports.snapshot')}</h2>
            <Snapshot report={report} />
          </section>
          {report.target ? (
            <section className="admin-panel admin-report-panel">
              <h2 className="admin-panel__title">{t('adminReports.history')}</h2>
              <p>
                {t('adminReports.historyCounts', {
                  open: report.target_reports.open,
                  handled: report.target_reports.handled,
                  dismissed: report.target_reports.dismissed,
                })}
              </p>
              <ul>
                {report.target_sanctions.map((sanction) => (
                  <li key={sanction.id}>
                    {t(`adminReports.sanctions.${sanction.kind}`)} ·{' '}
                    {formatDateTime(sanction.created_at, language)}
                    {sanction.until ? ` → ${formatDateTime(sanction.until, language)}` : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {report.status === 'open' ? <ActionForm report={report} /> : null}
          {report.audits.length > 0 ? (
            <section className="admin-panel admin-report-panel">
              <h2 className="admin-panel__title">{t('adminReports.audits')}</h2>
              <ul>
                {report.audits.map((audit) => (
                  <li key={audit.id}>
                    {audit.action} · {audit.admin_nickname ?? `#${audit.admin_id}`} ·{' '}
                    {formatDateTime(audit.created_at, language)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

export { AdminReportPage as Component };
