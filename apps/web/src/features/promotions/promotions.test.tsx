import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionDto, PromotionType } from '@steelyard/contracts';
import { clearCookies, emptyCursorPage, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { clientConfig, productCategories, productDetail, productSummary } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { promotionsQuery } from '../../api/catalog.ts';
import { queryClient } from '../../api/query-client.ts';
import { appStore } from '../../state/app-store.ts';
import { STORAGE_KEYS } from '../../state/browser-storage.ts';
import { resetPromotionViews } from '../../ui/promotion-link.tsx';
import { todayStamp } from './today.ts';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };

/** jsdom has no IntersectionObserver: every observed element counts as fully visible at once. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, intersectionRatio: 1, target } as IntersectionObserverEntry],
      this as never,
    );
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const ad = (id: number, type: PromotionType, patch: Partial<PromotionDto> = {}): PromotionDto => ({
  id,
  type,
  state: 1,
  url: '/events/1',
  type_url: 1,
  img: { url: `/uploads/images/ad${id}.webp` },
  ...patch,
});
const ADS: Record<PromotionType, PromotionDto[]> = {
  SPLASH: [ad(1, 'SPLASH')],
  START: [ad(2, 'START')],
  POP: [ad(3, 'POP', { type_url: 2, url: 'https://example.com/fair' })],
  PRODUCT: [ad(4, 'PRODUCT')],
};
const products = Array.from({ length: 13 }, (_, i) => productSummary(i + 1, { title: `Lathe ${i + 1}` }));

function serve(ads: Partial<Record<PromotionType, PromotionDto[]>>) {
  return mockApi({
    'GET /api/promotions': ({ url }) =>
      json(200, { data: ads[new URL(url, 'http://x').searchParams.get('type') as PromotionType] ?? [] }),
    'GET /api/products': () => json(200, { ...emptyCursorPage, data: products }),
    'GET /api/productCategories': () => json(200, { data: productCategories }),
    'POST /api/views': () => json(201, { data: { id: 1 } }),
    'POST /api/clicks': () => json(201, { data: { id: 1 } }),
  });
}
/** This device already had today's start ads. */
function startAdsSeenToday() {
  localStorage.setItem(STORAGE_KEYS.splashSeenDate, todayStamp());
  localStorage.setItem(STORAGE_KEYS.startHiddenDate, todayStamp());
}
const startAdCalls = (calls: Call[]) =>
  calls.filter((c) => c.path === '/api/promotions' && /type=(SPLASH|START)/.test(c.url));
const tracked = (calls: Call[], path: string) => calls.filter((c) => c.path === path).map((c) => fieldsOf(c));

beforeEach(() => {
  clearCookies();
  resetPromotionViews();
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('promotions in the app', { timeout: 40_000 }, () => {
  it('shows the splash (skippable), then the interstitial, and not again today after "Don\'t show today"', async () => {
    const { calls } = serve(ADS);
    await renderApp('/');
    const splash = await screen.findByRole('dialog', { name: 'Advertisement' }, SLOW);
    await userEvent.click(within(splash).getByRole('button', { name: /Skip/ }));
    const start = await screen.findByRole('dialog', { name: 'Advertisement' });
    expect(within(start).getByRole('link', { name: 'Advertisement' })).toHaveAttribute('href', '/events/1');
    await userEvent.click(within(start).getByRole('button', { name: "Don't show today" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.startHiddenDate)).toBe(todayStamp());
    // Each was seen once on its screen.
    await waitFor(() =>
      expect(tracked(calls, '/api/views')).toEqual(
        expect.arrayContaining([
          { clickable_type: 'Promotion', clickable_id: '1', viewable_type: 'Splash' },
          { clickable_type: 'Promotion', clickable_id: '2', viewable_type: 'Start' },
        ]),
      ),
    );

    // A new tab today on the same device, at the front door again: neither (issue 23 §6).
    sessionStorage.clear();
    const again = serve(ADS);
    await renderApp('/');
    await screen.findByText('Lathe 1', {}, SLOW);
    expect(startAdCalls(again.calls)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['a deep link (a shared product)', '/products/1', () => undefined],
    [
      'the front door opened from another page of the site',
      '/',
      () => vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/chats`),
    ],
    [
      'a day the ending popup was closed for today',
      '/',
      () => localStorage.setItem(STORAGE_KEYS.closeTodayDate, todayStamp()),
    ],
  ])('shows no start ads in front of %s (issue 23 §6)', async (_what, path, before) => {
    const { calls } = serve(ADS);
    mockApi({
      'GET /api/products/1': () => json(200, { data: productDetail(1) }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    });
    before();
    await renderApp(path);
    if (path === '/') await screen.findByText('Lathe 1', {}, SLOW);
    else await screen.findByRole('heading', { level: 1, name: 'Product 1' }, SLOW);
    // The start ads' lazy module is in and drawn: a splash would have asked for its ad by now.
    await act(() => vi.dynamicImportSettled());
    expect(
      queryClient.getQueryCache().find({ queryKey: promotionsQuery('SPLASH').queryKey }),
    ).toBeUndefined();
    expect(startAdCalls(calls)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('inserts a marked ad after every sixth product, counts its view once and its click', async () => {
    startAdsSeenToday();
    const { calls } = serve({ PRODUCT: ADS.PRODUCT });
    const { history } = await renderApp('/');
    await screen.findByText('Lathe 13', {}, SLOW);
    const marks = await screen.findAllByText('Ad');
    expect(marks).toHaveLength(2); // after the 6th and the 12th of 13
    const cards = document.querySelectorAll('.product-list > li');
    expect(cards[6]?.classList.contains('promotion-card')).toBe(true);
    expect(cards[13]?.classList.contains('promotion-card')).toBe(true);
    await waitFor(() => expect(tracked(calls, '/api/views')).toHaveLength(1));
    expect(tracked(calls, '/api/views')[0]).toEqual({
      clickable_type: 'Promotion',
      clickable_id: '4',
      viewable_type: 'ProductList',
    });
    await userEvent.click(screen.getAllByRole('link', { name: 'Advertisement' })[0]!);
    await waitFor(() => expect(history.location.pathname).toBe('/events/1'));
    expect(tracked(calls, '/api/clicks')).toEqual([
      { clickable_type: 'Promotion', clickable_id: '4', viewable_type: 'ProductList' },
    ]);
  });

  it('opens the ending popup on leaving, and not again today after "Close for today"', async () => {
    startAdsSeenToday();
    serve({ POP: ADS.POP });
    await renderApp('/');
    await screen.findByText('Lathe 1', {}, SLOW);
    act(() => appStore.setState({ tryLeave: true }));
    const popup = await screen.findByRole('alertdialog', { name: 'Advertisement' });
    const link = within(popup).getByRole('link', { name: 'Advertisement' });
    expect(link).toHaveAttribute('href', 'https://example.com/fair');
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(within(popup).getByRole('button', { name: 'Close for today' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(appStore.getState().closeTodayDate).toBe(todayStamp());
    act(() => appStore.setState({ tryLeave: true }));
    await waitFor(() => expect(appStore.getState().tryLeave).toBe(false));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('in the webview, back on the first screen opens the ending popup once a visit', async () => {
    startAdsSeenToday();
    serve({ POP: ADS.POP });
    window.history.replaceState({ idx: 0 }, '');
    await renderApp('/');
    act(() => appStore.setState({ isWebview: true }));
    await screen.findByText('Lathe 1', {}, SLOW);
    // One entry is put on top of the first, so that back lands on the page.
    await waitFor(() => expect(window.history.state).toEqual({ idx: 0, leaveGuard: true }));
    act(() => window.history.back());
    expect(await screen.findByRole('alertdialog', { name: 'Advertisement' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(appStore.getState().tryLeave).toBe(false));
    // Not armed again: the next back leaves.
    expect(window.history.state).toEqual({ idx: 0 });
  });
});
