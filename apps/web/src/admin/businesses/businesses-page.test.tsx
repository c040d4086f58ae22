import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const business = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  country: 'KR',
  legal_name: `Business ${id}`,
  registration_number: '1248100998',
  representative: '전영현',
  address: 'Suwon',
  proof: { name: 'registration.pdf', format: 'pdf', size: 1200, url: `/api/businesses/${id}/proof` },
  status: 'pending',
  refusal_reason: null,
  submitted_at: '2026-11-28T01:00:00.000Z',
  reviewed_at: null,
  user: { id: 7, nickname: 'Lathe Kim' },
  reviewed_by: null,
  ...fields,
});
const page = (data: unknown[]) =>
  json(200, { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } });
const posts = (calls: Call[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

beforeEach(() => clearCookies());

describe('/admin/businesses', { timeout: 40_000 }, () => {
  it('verifies a pending business without a reason, and refuses one only with a reason', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: { ...admin, language: 'en' } }),
      'GET /api/admin/qnas/waitingCount': () => json(200, { data: { waiting: 0 } }),
      'GET /api/admin/businesses': () => page([business(1), business(2)]),
      'POST /api/admin/businesses/1/verify': () => json(200, { data: business(1, { status: 'verified' }) }),
      'POST /api/admin/businesses/2/refuse': () =>
        json(200, { data: business(2, { status: 'refused', refusal_reason: 'Unreadable.' }) }),
    });
    await renderApp('/admin/businesses', { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Business 1' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('124-81-00998')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Open the proof: registration.pdf' })[0]).toHaveAttribute(
      'href',
      '/api/businesses/1/proof',
    );

    await userEvent.click(screen.getAllByRole('button', { name: 'Verify' })[0]!);
    await waitFor(() => expect(posts(calls, '/api/admin/businesses/1/verify')).toHaveLength(1));

    await userEvent.click(screen.getAllByRole('button', { name: 'Refuse' })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Refuse the business' }));
    expect(await screen.findByText('Please say why the business is refused.')).toBeInTheDocument();
    expect(posts(calls, '/api/admin/businesses/2/refuse')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Reason for refusal (the member reads it)'), 'Unreadable.');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse the business' }));
    await waitFor(() => expect(posts(calls, '/api/admin/businesses/2/refuse')).toHaveLength(1));
    expect(fieldsOf(posts(calls, '/api/admin/businesses/2/refuse')[0]!)).toEqual({ reason: 'Unreadable.' });
  });
});
