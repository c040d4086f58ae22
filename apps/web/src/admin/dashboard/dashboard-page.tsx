import type { AdminStatsDto } from '@steelyard/contracts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useAdminStats, useDashboardStats } from '../../api/admin.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { QueryState } from '../../ui/query-states.tsx';
import { DASHBOARD_DAYS, DashboardCharts } from './dashboard-charts.tsx';

/** A total with what waits behind it, opening its queue. */
function QueueCard({
  to,
  label,
  value,
  waiting,
}: {
  to: string;
  label: string;
  value: number;
  waiting: string;
}) {
  const { language } = useTranslation();
  return (
    <Link to={to} className="admin-card">
      <div className="admin-card__label">{label}</div>
      <div className="admin-card__value">{formatNumber(value, language)}</div>
      <div className="admin-card__label">{waiting}</div>
    </Link>
  );
}

/** Issue 30's trust: verified businesses (and the queue's waiting ones), inspected posts (and open requests). */
function TrustCards({ totals }: { totals: AdminStatsDto['totals'] }) {
  const { t } = useTranslation();
  return (
    <>
      <QueueCard
        to="/admin/businesses"
        label={t('admin.dashboard.verifiedBusinesses')}
        value={totals.verified_businesses}
        waiting={t('admin.dashboard.pendingBusinesses', { count: totals.pending_businesses })}
      />
      <QueueCard
        to="/admin/inspections"
        label={t('admin.dashboard.inspectedProducts')}
        value={totals.inspected_products}
        waiting={t('admin.dashboard.openInspections', { count: totals.open_inspection_requests })}
      />
    </>
  );
}

/** /admin: totals, the last 30 days in charts with their tables, CSV exports, the newest members and listings. */
export function DashboardPage() {
  const { t, language } = useTranslation();
  const stats = useAdminStats();
  // The charts' figures are asked beside the totals and the page appears once both are here,
  // whole: charts arriving later would push the tables under them down (a layout shift).
  const charts = useDashboardStats(DASHBOARD_DAYS);
  return (
    <div>
      <h1 className="admin-h1">{t('admin.dashboard.title')}</h1>
      <QueryState
        query={charts.isPending ? charts : stats}
        failed={() => <EmptyState title={t('errors.loadFailed')} />}
      >
        {(data) => (
          <>
            <div className="admin-cards">
              <Link to="/admin/users" className="admin-card">
                <div className="admin-card__label">{t('admin.dashboard.users')}</div>
                <div className="admin-card__value" data-testid="stat-users">
                  {formatNumber(data.userTotal, language)}
                </div>
              </Link>
              <Link to="/admin/products" className="admin-card">
                <div className="admin-card__label">{t('admin.dashboard.products')}</div>
                <div className="admin-card__value">{formatNumber(data.productTotal, language)}</div>
              </Link>
              {charts.data ? <TrustCards totals={charts.data.totals} /> : null}
            </div>
            <DashboardCharts />
            <section className="admin-panel">
              <h2 className="admin-panel__title">{t('admin.dashboard.recentUsers')}</h2>
              <table className="table">
                <tbody>
                  {data.recentUsers.map((user) => (
                    <tr key={user.id}>
                      <td>{user.nickname}</td>
                      <td>{user.email}</td>
                      <td>{formatDate(user.created_at, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section className="admin-panel">
              <h2 className="admin-panel__title">{t('admin.dashboard.recentProducts')}</h2>
              <table className="table">
                <tbody>
                  {data.recentProducts.map((product) => (
                    <tr key={product.id}>
                      <td>{product.title}</td>
                      <td>{product.user.nickname}</td>
                      <td>{formatDate(product.created_at, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}

export { DashboardPage as Component };
