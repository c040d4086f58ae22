import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminStatsQuery } from '../api/admin.ts';
import { queryClient } from '../api/query-client.ts';
import { clearCookies, json, mockApi } from '../test/api.ts';
import { memberUser, productSummary } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const page = (data: unknown[], total = data.length) =>
  json(200, { data, meta: { current_page: 1, last_page: 1, per_page: 20, total } });

beforeEach(() => clearCookies());

/** The dashboard's figures of one day. */
const DASHBOARD_STATS = {
  totals: {
    members: 12_345,
    products: 1_234,
    chats: 0,
    promotions: 0,
    verified_businesses: 3,
    pending_businesses: 1,
    inspected_products: 2,
    open_inspection_requests: 4,
  },
  days: [
    {
      day: '2026-03-05',
      signups: 1_500,
      products: 2,
      chats: 0,
      trades: 0,
      offers: 12,
      accepted_offers: 3,
    },
  ],
  members_by_country: [{ key: 'KR', count: 12_000 }],
  members_by_language: [{ key: 'ko', count: 12_345 }],
  promotion_days: [{ day: '2026-03-05', views: 0, clicks: 0, click_rate: 0 }],
  service_days: [
    {
      day: '2026-03-05',
      drawing_requests: 1_200,
      production_notices: 1,
      quotes: 4,
      awards: 1,
      factory_applications: 2,
      accepted_applications: 1,
      freelancers: 0,
    },
  ],
};

describe('the back office in the app’s language', { timeout: 40_000 }, () => {
  it('writes the dashboard’s numbers and dates in the chosen language, not the browser’s', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: { ...admin, language: 'de' } }),
      'GET /api/admin/users': () => page([{ ...admin, created_at: '2026-03-04T10:00:00Z' }], 12_345),
      'GET /api/products': () => page([productSummary(1, { created_at: '2026-03-05T10:00:00Z' })], 1_234),
      'GET /api/admin/stats': () => json(200, { data: DASHBOARD_STATS }),
    });
    await renderApp('/admin', { language: 'de' });
    expect(await screen.findByTestId('stat-users', {}, SLOW)).toHaveTextContent('12.345');
    expect(screen.getByText('1.234')).toBeInTheDocument();
    expect(screen.getByText('04.03.2026')).toBeInTheDocument();
    expect(screen.getByText('05.03.2026')).toBeInTheDocument();
    // Issue 30's trust figures, each opening its queue.
    expect(
      screen.getByRole('link', { name: /Verifizierte Unternehmen 3 1 wartet auf Prüfung/u }),
    ).toHaveAttribute('href', '/admin/businesses');
    expect(screen.getByRole('link', { name: /Geprüfte Anzeigen 2 4 offene Prüfanfragen/u })).toHaveAttribute(
      'href',
      '/admin/inspections',
    );
    // Each chart has its table: the day's sign-ups in German digits.
    const signups = await screen.findByRole('region', { name: 'Registrierungen' }, SLOW);
    expect(within(signups).getByRole('row', { name: '2026-03-05 1.500' })).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Angenommene Angebote' });
    expect(within(offers).getByRole('row', { name: '2026-03-05 3' })).toBeInTheDocument();
    // The services' figures: a chart with its table each, and the period's sums.
    const drawings = screen.getByRole('region', { name: 'Zeichnungsanfragen' });
    expect(within(drawings).getByRole('row', { name: '2026-03-05 1.200' })).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Summe des letzten Tages' });
    expect(within(totals).getByRole('row', { name: 'Angenommene Anfragen 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mitglieder (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/exports/members',
    );
  });

  it('shows the dashboard once, whole: the totals wait for the charts (no layout shift)', async () => {
    let release = () => {};
    const charts = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/users': () => page([admin], 7),
      'GET /api/products': () => page([productSummary(1)], 3),
      'GET /api/admin/stats': async () => (await charts, json(200, { data: DASHBOARD_STATS })),
    });
    await renderApp('/admin', { language: 'en' });
    // The totals are here; the charts' figures are not yet.
    await expect
      .poll(() => queryClient.getQueryState(adminStatsQuery().queryKey)?.status, SLOW)
      .toBe('success');
    expect(screen.queryByTestId('stat-users')).not.toBeInTheDocument();
    release();
    expect(await screen.findByTestId('stat-users', {}, SLOW)).toHaveTextContent('7');
    expect(screen.getByRole('region', { name: 'Sign-ups' })).toBeInTheDocument();
  });

  it('lists past announcements with one audience and one recipient column, counted in words', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/alarms': () =>
        page([
          {
            id: 1,
            title: 'Maintenance',
            body: 'Tonight',
            audience: 'all',
            audience_value: null,
            recipient_count: 1,
            admin_nickname: 'Admin',
            created_at: '2026-03-04T10:00:00Z',
          },
        ]),
    });
    await renderApp('/admin/alarms');
    const table = await screen.findByRole('table', {}, SLOW);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Sent', 'Title', 'Audience', 'Recipients', 'Sent by']);
    expect(within(table).getByText('1 member')).toBeInTheDocument();
  });
});
