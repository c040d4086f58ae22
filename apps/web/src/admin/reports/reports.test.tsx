import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminReportDetailDto } from '@steelyard/contracts';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const person = (id: number, nickname: string) => ({
  id,
  nickname,
  profile_image_url: null,
  city: null,
  county: null,
});
const report = (patch: Partial<AdminReportDetailDto> = {}): AdminReportDetailDto => ({
  id: 12,
  kind: 'chat',
  reportable_id: 300,
  reason: 'off_platform',
  text: 'Wants a bank transfer',
  status: 'open',
  action: null,
  reporter: person(2, 'Lathe Shop'),
  target: person(3, 'Quick Buyer'),
  snapshot: {
    message: { id: 300, body: 'Pay me at this link', kind: 'user', created_at: '2026-11-24T01:00:00Z' },
    before: [
      { id: 299, nickname: 'Lathe Shop', body: 'Hello', kind: 'user', created_at: '2026-11-24T00:59:00Z' },
    ],
    after: [],
  },
  created_at: '2026-11-24T02:00:00Z',
  handled_at: null,
  target_reports: { open: 1, handled: 2, dismissed: 0 },
  target_sanctions: [
    { id: 1, kind: 'warning', until: null, report_id: 4, created_at: '2026-10-01T00:00:00Z' },
  ],
  audits: [],
  ...patch,
});

beforeEach(() => clearCookies());

describe('/admin/reports', { timeout: 40_000 }, () => {
  it('lists the open queue and opens a report with its snapshot and the member’s history', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/reports': () =>
        json(200, { data: [report()], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } }),
      'GET /api/admin/reports/12': () => json(200, { data: report() }),
      'POST /api/admin/reports/12/actions': () =>
        json(200, { data: report({ status: 'handled', action: 'suspend' }) }),
    });
    await renderApp('/admin/reports');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByText('Quick Buyer (#3)')).toBeInTheDocument();
    expect(
      new URL(calls.find((c) => c.path === '/api/admin/reports')!.url, 'http://x').searchParams.get('status'),
    ).toBe('open');
    await userEvent.click(within(table).getByRole('link', { name: 'Open' }));

    expect(await screen.findByText('Pay me at this link', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Reports: 1 open, 2 handled, 0 dismissed')).toBeInTheDocument();
    expect(screen.getByText(/^Warning/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'suspend');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please choose how many days to suspend for.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Days of suspension'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Done. Both sides were told.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(fieldsOf(sent)).toMatchObject({ action: 'suspend', days: '7' });
  });
});

describe('/admin/reviews', { timeout: 40_000 }, () => {
  it('searches reviews and hides one', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    const review = {
      id: 5,
      subject: { kind: 'product', id: 9, title: 'CNC lathe', path: '/products/9', thumb_url: null },
      product: { id: 9, title: 'CNC lathe', thumb_url: null },
      reviewer: person(2, 'Lathe Shop'),
      reviewee: person(3, 'Quick Buyer'),
      reviewer_role: 'seller',
      manners: [{ id: 11, type: 0, title: 'Rude' }],
      content: 'Abusive words',
      can_review_back: false,
      anonymous: false,
      created_at: '2026-11-20T00:00:00Z',
      hidden: false,
      canceled: false,
    };
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/reviews': () =>
        json(200, { data: [review], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } }),
      'PATCH /api/admin/reviews/5/hidden': () => json(200, { data: { ...review, hidden: true } }),
    });
    await renderApp('/admin/reviews?search=abusive');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByText('Lathe Shop → Quick Buyer')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The review is hidden.')).toBeInTheDocument();
    expect(fieldsOf(calls.find((c) => c.method === 'PATCH')!)).toMatchObject({ hidden: '1' });
    expect(
      new URL(calls.find((c) => c.path === '/api/admin/reviews')!.url, 'http://x').searchParams.get('search'),
    ).toBe('abusive');
  });
});
