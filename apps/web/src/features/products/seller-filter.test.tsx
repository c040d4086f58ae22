import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, emptyCursorPage, json, mockApi, type Call } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const listQuery = (call: Call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

beforeEach(() => clearCookies());

describe('the seller filter (issue 30)', { timeout: 40_000 }, () => {
  it('reads seller= from the URL, sets it from the sheet, and shows it as a chip', async () => {
    const { calls } = mockApi({
      'GET /api/productCategories': () => json(200, { data: [] }),
      'GET /api/cities': () => json(200, { data: [] }),
      'GET /api/specTemplates': () => json(200, { data: [] }),
      'GET /api/products': () => json(200, emptyCursorPage),
    });
    const { history } = await renderApp('/products?seller=private');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/products')).toBe(true));
    expect(listQuery(calls.find((c) => c.path === '/api/products')!)).toMatchObject({ seller: 'private' });
    expect(await screen.findByText('Private sellers', {}, SLOW)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: /Filters/ }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, SLOW);
    expect(within(sheet).getByRole('radio', { name: 'Private sellers' })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Verified businesses' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(history.location.search).toBe('?seller=business'));
    await waitFor(() => expect(listQuery(calls.at(-1)!)).toMatchObject({ seller: 'business' }));
  });

  it('leaves out a seller kind the server would refuse', async () => {
    const { calls } = mockApi({
      'GET /api/productCategories': () => json(200, { data: [] }),
      'GET /api/products': () => json(200, emptyCursorPage),
    });
    await renderApp('/products?seller=dealer');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/products')).toBe(true));
    expect(listQuery(calls.find((c) => c.path === '/api/products')!)).not.toHaveProperty('seller');
  });
});
