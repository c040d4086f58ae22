import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, emptyCursorPage, json, mockApi, type Call } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { appStore } from '../../state/app-store.ts';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const listQuery = (call: Call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

beforeEach(() => clearCookies());

describe('country browsing on /products', { timeout: 40_000 }, () => {
  it("lists the countries with flags and counts, the member's own first, and filters the list by one", async () => {
    const { calls } = mockApi({
      'GET /api/productCategories': () => json(200, { data: [] }),
      'GET /api/products': () => json(200, emptyCursorPage),
      'GET /api/countries': () =>
        json(200, {
          data: [
            { country: 'KR', count: 12 },
            { country: 'JP', count: 1 },
            { country: 'DE', count: 3 },
            { country: 'OTHER', count: 0 },
          ],
        }),
    });
    const { history } = await renderApp('/products?city=Seoul');
    // The country of the member's address (boot asks /api/ips/country).
    act(() => appStore.setState({ serverCountry: 'DE' }));
    const nav = await screen.findByRole('navigation', { name: 'Country' }, SLOW);
    await within(nav).findByRole('button', { name: /Germany/ });
    const chips = within(nav).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All countries',
      '🇩🇪 Germany 3 posts',
      '🇰🇷 South Korea 12 posts',
      '🇯🇵 Japan 1 post',
      '🌐 Other 0 posts',
    ]);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(nav).getByRole('button', { name: /Japan/ }));
    // The region of another country is dropped.
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({ country: 'JP' });
    await waitFor(() => expect(listQuery(calls.at(-1)!)).toMatchObject({ country: 'JP' }));
    expect(within(nav).getByRole('button', { name: /Japan/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
