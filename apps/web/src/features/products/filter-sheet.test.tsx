import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, emptyCursorPage, json, mockApi, type Call } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const listQuery = (call: Call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

beforeEach(() => clearCookies());

describe('the browse filter sheet (URL ↔ form)', { timeout: 40_000 }, () => {
  it('opens with the URL’s filters, applies the form to the URL and the list, and resets', async () => {
    const { calls } = mockApi({
      'GET /api/productCategories': () => json(200, { data: [] }),
      'GET /api/cities': () => json(200, { data: [] }),
      'GET /api/products': () => json(200, emptyCursorPage),
    });
    // A year the server would refuse is left out; the others are read as the server reads them.
    const { history } = await renderApp('/products?type=share&min_price=1000&sort=popular&year_from=abc');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/products')).toBe(true));
    expect(listQuery(calls.find((c) => c.path === '/api/products')!)).toMatchObject({
      type: 'share',
      min_price: '1000',
      sort: 'popular',
    });
    expect(listQuery(calls.find((c) => c.path === '/api/products')!)).not.toHaveProperty('year_from');

    await userEvent.click(await screen.findByRole('button', { name: /Filters/ }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, SLOW);
    expect(within(sheet).getByRole('radio', { name: 'Sharing' })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Popular' })).toBeChecked();
    expect(within(sheet).getByLabelText('Minimum price')).toHaveValue('1000');
    expect(within(sheet).getByLabelText('Built from')).toHaveValue('');

    await userEvent.type(within(sheet).getByLabelText('Maximum price'), '5,000원');
    await userEvent.click(within(sheet).getByRole('radio', { name: 'A' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
      type: 'share',
      sort: 'popular',
      min_price: '1000',
      max_price: '5000',
      condition_grade: 'A',
    });
    await waitFor(() =>
      expect(listQuery(calls.at(-1)!)).toMatchObject({ max_price: '5000', condition_grade: 'A' }),
    );

    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(again).getByRole('button', { name: 'Reset' }));
    expect(within(again).getByLabelText('Minimum price')).toHaveValue('');
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    mockApi({
      'GET /api/productCategories': () => json(200, { data: [] }),
      'GET /api/cities': () => json(200, { data: [] }),
      'GET /api/products': () => json(200, emptyCursorPage),
    });
    await renderApp('/products');
    const open = await screen.findByRole('button', { name: /Filters/ }, SLOW);
    await userEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, SLOW);
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });
});
