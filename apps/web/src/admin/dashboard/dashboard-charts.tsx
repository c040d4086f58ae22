import { SERVICE_STAT_KEYS } from '@contracts/enums.ts';
import type { AdminStatsDto } from '@steelyard/contracts';
import { useDashboardStats } from '../../api/admin.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { QueryState } from '../../ui/query-states.tsx';
import { ChartWithTable, DayColumns, ShareBars } from './charts.tsx';
import './dashboard.css';

/** The days the charts show. */
export const DASHBOARD_DAYS = 30;
const SERIES = [
  { key: 'signups', color: '#2563eb' },
  { key: 'products', color: '#0d9488' },
  { key: 'chats', color: '#7c3aed' },
  { key: 'trades', color: '#d97706' },
  { key: 'offers', color: '#0ea5e9' },
  { key: 'accepted_offers', color: '#16a34a' },
] as const;
const TITLE_OF = {
  signups: 'signups',
  products: 'newProducts',
  chats: 'chats',
  trades: 'trades',
  offers: 'offers',
  accepted_offers: 'acceptedOffers',
} as const;
const SERVICE_COLORS: Record<(typeof SERVICE_STAT_KEYS)[number], string> = {
  drawing_requests: '#2563eb',
  production_notices: '#0d9488',
  quotes: '#7c3aed',
  awards: '#d97706',
  factory_applications: '#0ea5e9',
  accepted_applications: '#16a34a',
  freelancers: '#db2777',
};

function DayTable({ days, header, values }: { days: string[]; header: string; values: number[] }) {
  const { t, language } = useTranslation();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('admin.dashboard.day')}</th>
          <th scope="col">{header}</th>
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((day, index) => (
          <tr key={day}>
            <th scope="row">{day}</th>
            <td>{formatNumber(values[values.length - 1 - index] ?? 0, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ShareTable({ items, header }: { items: { key: string; count: number }[]; header: string }) {
  const { t, language } = useTranslation();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{header}</th>
          <th scope="col">{t('admin.dashboard.members')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.key}>
            <th scope="row">{item.key || '–'}</th>
            <td>{formatNumber(item.count, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The services' figures over the whole period, one row each. */
function ServiceTotals({ stats }: { stats: AdminStatsDto }) {
  const { t, language } = useTranslation();
  return (
    <section className="admin-panel">
      <table className="table dashboard-service-totals">
        <caption>{t('admin.dashboard.services.period', { count: stats.service_days.length })}</caption>
        <tbody>
          {SERVICE_STAT_KEYS.map((key) => (
            <tr key={key}>
              <th scope="row">{t(`admin.dashboard.services.${key}`)}</th>
              <td>
                {formatNumber(
                  stats.service_days.reduce((sum, day) => sum + day[key], 0),
                  language,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Charts({ stats }: { stats: AdminStatsDto }) {
  const { t, language } = useTranslation();
  const days = stats.days.map((d) => d.day);
  const ads = stats.promotion_days;
  return (
    <>
      {SERIES.map(({ key, color }) => {
        const values = stats.days.map((d) => d[key]);
        const title = t(`admin.dashboard.${TITLE_OF[key]}`);
        return (
          <ChartWithTable
            key={key}
            title={title}
            chart={<DayColumns days={days} values={values} color={color} />}
            table={<DayTable days={days} header={title} values={values} />}
          />
        );
      })}
      <ChartWithTable
        title={t('admin.dashboard.ads')}
        chart={<DayColumns days={days} values={ads.map((d) => d.views)} color="#0ea5e9" />}
        table={
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('admin.dashboard.day')}</th>
                <th scope="col">{t('admin.dashboard.views')}</th>
                <th scope="col">{t('admin.dashboard.clicks')}</th>
                <th scope="col">{t('admin.dashboard.clickRate')}</th>
              </tr>
            </thead>
            <tbody>
              {[...ads].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td>{formatNumber(d.views, language)}</td>
                  <td>{formatNumber(d.clicks, language)}</td>
                  <td>{(d.click_rate * 100).toFixed(1)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <h2 className="admin-h1">{t('admin.dashboard.services.title')}</h2>
      <ServiceTotals stats={stats} />
      {SERVICE_STAT_KEYS.map((key) => {
        const values = stats.service_days.map((d) => d[key]);
        const title = t(`admin.dashboard.services.${key}`);
        return (
          <ChartWithTable
            key={key}
            title={title}
            chart={<DayColumns days={days} values={values} color={SERVICE_COLORS[key]} />}
            table={<DayTable days={days} header={title} values={values} />}
          />
        );
      })}
      <ChartWithTable
        title={t('admin.dashboard.byCountry')}
        chart={<ShareBars items={stats.members_by_country} color="#2563eb" />}
        table={<ShareTable items={stats.members_by_country} header={t('admin.dashboard.country')} />}
      />
      <ChartWithTable
        title={t('admin.dashboard.byLanguage')}
        chart={<ShareBars items={stats.members_by_language} color="#0d9488" />}
        table={<ShareTable items={stats.members_by_language} header={t('admin.dashboard.language')} />}
      />
    </>
  );
}

/** The dashboard's charts of the last 30 days (the trade's, then the services'), each with its table, and the CSV exports. */
export function DashboardCharts() {
  const { t } = useTranslation();
  const stats = useDashboardStats(DASHBOARD_DAYS);
  return (
    <>
      <nav className="dashboard-exports" aria-label={t('admin.dashboard.exports')}>
        <a className="btn btn--secondary btn--sm" href="/api/admin/exports/members" download>
          {t('admin.dashboard.exportMembers')}
        </a>
        <a className="btn btn--secondary btn--sm" href="/api/admin/exports/products" download>
          {t('admin.dashboard.exportProducts')}
        </a>
        <a className="btn btn--secondary btn--sm" href="/api/admin/exports/promotionStats" download>
          {t('admin.dashboard.exportPromotions')}
        </a>
      </nav>
      <h2 className="admin-h1">{t('admin.dashboard.activity')}</h2>
      <QueryState query={stats}>{(data) => <Charts stats={data} />}</QueryState>
    </>
  );
}
