import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, emptyCursorPage, json, mockApi, type Call } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { appStore } from '../../state/app-store.ts';
import { BROWSE_COUNTRIES } from '@contracts/countries.ts';
import { flagUrl } from './country-flag.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const listQuery = (call: Call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

beforeEach(() => clearCookies());

describe('country browsing on /products', { timeout: 40_000 }, () => {
  it('has a flag file for every browsing country', () => {
    expect(BROWSE_COUNTRIES.filter((country) => country !== 'OTHER' && !flagUrl(country))).toEqual([]);
  });

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
      'Germany 3 posts',
      'South Korea 12 posts',
      'Japan 1 post',
      'Other 0 posts',
    ]);
    // Flags are images of the flag-icons set (emoji flags need a font many machines lack), the
    // rest of the world a drawn globe (issue 23 §8).
    expect(chips.slice(1, 4).map((chip) => chip.querySelector('img')?.getAttribute('src'))).toEqual([
      expect.stringMatching(/flag-icons\/flags\/4x3\/de\.svg/),
      expect.stringMatching(/flag-icons\/flags\/4x3\/kr\.svg/),
      expect.stringMatching(/flag-icons\/flags\/4x3\/jp\.svg/),
    ]);
    expect(chips[4]!.querySelector('img')).toBeNull();
    expect(chips[4]!.querySelector('svg')).not.toBeNull();
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(nav).getByRole('button', { name: /Japan/ }));
    // The region of another country is dropped.
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({ country: 'JP' });
    await waitFor(() => expect(listQuery(calls.at(-1)!)).toMatchObject({ country: 'JP' }));
    expect(within(nav).getByRole('button', { name: /Japan/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
