import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1, language: 'en' });

beforeEach(() => clearCookies());

describe('/admin/inspections', { timeout: 40_000 }, () => {
  it('lists the inspectors and the open requests, makes a member an inspector and takes it back', async () => {
    let inspectors = [{ id: 7, nickname: 'Inspector Park', email: 'park@example.test', is_inspector: true }];
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/qnas/waitingCount': () => json(200, { data: { waiting: 0 } }),
      'GET /api/admin/inspectors': () => json(200, { data: inspectors }),
      'GET /api/admin/users': () =>
        json(200, {
          data: [
            { ...memberUser({ id: 12, nickname: 'Lee', email: 'lee@example.test' }), product_count: 0 },
            {
              ...memberUser({ id: 7, nickname: 'Inspector Park', email: 'park@example.test' }),
              product_count: 0,
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 8, total: 2 },
        }),
      'GET /api/inspections/requests': () =>
        json(200, {
          data: [
            {
              id: 6,
              product: { id: 3, title: 'Doosan lathe', thumb_url: null },
              requester: { id: 5, nickname: 'Kim' },
              checklist: ['exterior'],
              created_at: '2026-11-27T01:00:00.000Z',
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        }),
      'PATCH /api/admin/users/:id/inspector': (call) => {
        const id = Number(call.path.split('/')[4]);
        // The member's number says which: one not listed is made an inspector, a listed one removed.
        const isInspector = !inspectors.some((row) => row.id === id);
        inspectors = isInspector
          ? [...inspectors, { id, nickname: 'Lee', email: 'lee@example.test', is_inspector: true }]
          : inspectors.filter((row) => row.id !== id);
        return json(200, { data: { id, nickname: 'Lee', email: null, is_inspector: isInspector } });
      },
    });
    await renderApp('/admin/inspections');
    expect(await screen.findByText(/Inspector Park \(#7\)/u, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Doosan lathe' })).toHaveAttribute('href', '/products/3');

    // A search finds members; one who is already an inspector says so and is left as is.
    await userEvent.type(screen.getByRole('searchbox', { name: /member number/u }), 'example');
    const lee = await screen.findByRole('button', { name: /Lee lee@example\.test #12/u });
    const park = screen.getByRole('button', { name: /Inspector Park park@example\.test #7/u });
    expect(park).toHaveTextContent('Inspector');
    expect(lee).not.toHaveTextContent('Inspector');
    await userEvent.click(park);
    await userEvent.click(lee);
    expect(await screen.findByText(/Lee \(#12\)/u)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/users').at(-1)?.url).toContain('search=example');

    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    await waitFor(() => expect(screen.queryByText(/Inspector Park \(#7\)/u)).toBeNull());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([
      '/api/admin/users/12/inspector',
      '/api/admin/users/7/inspector',
    ]);
  });
});
