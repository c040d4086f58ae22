import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCursorPage, json, mockApi } from '../../test/api.ts';
import { clientConfig, productCategories, productDetail } from '../../test/fixtures.ts';
import type * as Bridge from '../../native/bridge.ts';
import { renderApp } from '../../test/render-app.tsx';

const opened = vi.hoisted(() => [] as string[]);
vi.mock('../../native/bridge.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Bridge>()),
  openUrl: (url: string) => opened.push(url),
}));

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) Mobile Safari/537.36 (compatible; Googlebot/2.1)';
const SLOW = { timeout: 15_000 };

function browseAs(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

beforeEach(() => {
  opened.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  mockApi({
    'GET /api/clientConfig': () =>
      json(200, {
        data: { ...clientConfig, android_store_url: 'https://play.google.com/store/apps/details?id=x' },
      }),
    'GET /api/productCategories': () => json(200, { data: productCategories }),
    'GET /api/products/3': () => json(200, { data: productDetail(3) }),
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the way into the app (spec §1)', { timeout: 40_000 }, () => {
  it('sends a mobile browser on a product link to the app, and to /intro when the app does not open', async () => {
    browseAs(PHONE);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { history } = await renderApp('/products/3?from=share');
      await vi.waitFor(() => expect(opened).toEqual(['steelyard://products/3?from=share']));
      await act(() => vi.advanceTimersByTimeAsync(1600));
      expect(history.location.pathname).toBe('/intro');
      expect(await screen.findByRole('link', { name: 'Open in the app' }, SLOW)).toHaveAttribute(
        'href',
        'steelyard://products/3?from=share',
      );
      expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
        'href',
        'https://play.google.com/store/apps/details?id=x',
      );
      expect(screen.queryByRole('link', { name: 'Get it on the App Store' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    // Staying in the browser is remembered: the product opens, and no product link leaves again.
    await userEvent.click(screen.getByRole('button', { name: 'Continue in the browser' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product 3' }, SLOW)).toBeInTheDocument();
    expect(localStorage.getItem('steelyard.stayInBrowser')).toBe('1');
    sessionStorage.clear();
    await renderApp('/products/3');
    await screen.findByRole('heading', { level: 1, name: 'Product 3' }, SLOW);
    expect(opened).toHaveLength(1);
  });

  it.each([
    [
      'a product tapped in the list',
      async () => {
        mockApi({ 'GET /api/products': () => json(200, emptyCursorPage) });
        const { history } = await renderApp('/products');
        act(() => history.push('/products/3'));
        return history;
      },
    ],
    [
      'a product page another page of the site opened (same-origin referrer)',
      async () => {
        vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/products`);
        return (await renderApp('/products/3')).history;
      },
    ],
  ])('keeps %s on the site (issue 23 §1)', async (_what, arrive) => {
    browseAs(PHONE);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const history = await arrive();
      await screen.findByRole('heading', { level: 1, name: 'Product 3' }, SLOW);
      await act(() => vi.advanceTimersByTimeAsync(1600));
      expect(history.location.pathname).toBe('/products/3');
      expect(opened).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never moves a page its visitor has touched while the app was being tried', async () => {
    browseAs(PHONE);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { history } = await renderApp('/products/3');
      await vi.waitFor(() => expect(opened).toEqual(['steelyard://products/3']));
      await userEvent.click(await screen.findByRole('heading', { level: 1, name: 'Product 3' }, SLOW));
      await act(() => vi.advanceTimersByTimeAsync(1600));
      expect(history.location.pathname).toBe('/products/3');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['a desktop browser', DESKTOP],
    ['a crawler', GOOGLEBOT],
  ])('never sends %s away', async (_who, userAgent) => {
    browseAs(userAgent);
    await renderApp('/products/3');
    await screen.findByRole('heading', { level: 1, name: 'Product 3' }, SLOW);
    // A fixed wait, left on purpose: no later event shows that an app link would have been tried
    // by now (a phone tries it once the client config has come, after the page has drawn).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(opened).toEqual([]);
  });

  it('leaves the intro’s next page inside the site', async () => {
    browseAs(DESKTOP);
    mockApi({ 'GET /api/products': () => json(200, emptyCursorPage) });
    const { history } = await renderApp('/intro?next=//evil.example/x');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue in the browser' }, SLOW));
    expect(history.location.pathname).toBe('/');
  });
});
