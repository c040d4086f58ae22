import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import {
  memberUser,
  latheTemplate,
  productCategories,
  productDetail,
  productSummary,
} from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const queryOf = (call: Call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
const sold = productSummary(21, { title: 'Sold lathe', status: 'completed', like_count: 1, chat_count: 2 });

beforeEach(() => clearCookies());

describe('/admin/products', { timeout: 40_000 }, () => {
  it('lists posts by the URL’s filters, searches into the URL, and moderates one post sending only what changed', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
      'GET /api/admin/products': () =>
        json(200, { data: [sold], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } }),
      'GET /api/admin/products/21': () =>
        json(200, { data: { ...productDetail(21, sold), deleted_at: null } }),
      'PATCH /api/admin/products/21': ({ body }) =>
        json(200, {
          data: { ...productDetail(21, { ...sold, title: String(body?.get('title')) }), deleted_at: null },
        }),
    });
    const { history } = await renderApp('/admin/products?status=completed&type=nonsense');
    const table = await screen.findByRole('table', {}, SLOW);
    const row = within(table).getByText('Sold lathe').closest('tr')!;
    // One status label per post (the type is in it), counts that read right for 1 and many.
    expect(within(row).getByText('Sold')).toBeInTheDocument();
    expect(within(row).queryByText('For sale')).toBeNull();
    expect(within(row).getByText('1 like')).toBeInTheDocument();
    expect(within(row).getByText('0 views')).toBeInTheDocument();
    expect(within(row).getByText('2 chats')).toBeInTheDocument();
    expect(screen.getByText('1 post')).toBeInTheDocument();
    // A filter value the server would refuse is not sent.
    expect(queryOf(calls.find((c) => c.path === '/api/admin/products')!)).toEqual({
      status: 'completed',
      page: '1',
      per_page: '20',
    });

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Title, ID, seller nickname or email' }),
      ' lathe ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(history.location.search).toBe('?search=lathe&status=completed'));

    await userEvent.click(within(row).getByRole('button', { name: /Sold lathe/ }));
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Sold CNC lathe');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(fieldsOf(patch)).toEqual({ _method: 'PATCH', title: 'Sold CNC lathe' });
  });

  it('checks the moderation form with the server’s rule before sending', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
      'GET /api/admin/products/21': () =>
        json(200, { data: { ...productDetail(21, sold), deleted_at: null } }),
      // The list behind the post stays loaded for the way back.
      'GET /api/admin/products': () =>
        json(200, { data: [sold], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } }),
    });
    await renderApp('/admin/products?id=21');
    const title = await screen.findByLabelText('Title', {}, SLOW);
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
