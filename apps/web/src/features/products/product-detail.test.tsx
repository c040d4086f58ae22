import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { clientConfig, memberUser, productCategories, productDetail } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const SLOW = { timeout: 15_000 };
const member = memberUser();

beforeEach(() => {
  clearCookies();
  // The map asks for the deployment's tile source.
  mockApi({ 'GET /api/clientConfig': () => json(200, { data: clientConfig }) });
});

/** The post's one status label and the tags beside it. */
const tags = () => [...document.querySelectorAll('.detail-main__tags .tag')].map((tag) => tag.textContent);

describe('/products/{id}', { timeout: 40_000 }, () => {
  it.each([
    ['sale', 'open', 'For sale'],
    ['sale', 'completed', 'Sold'],
    ['share', 'open', 'Sharing'],
    ['wanted', 'trading', 'Purchasing'],
  ] as const)('a %s post %s shows one status label: %s', async (type, status, label) => {
    mockApi({
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () => json(200, { data: productDetail(3, { type, status }) }),
    });
    await renderApp('/products/3');
    await screen.findByRole('heading', { level: 1, name: 'Product 3' }, SLOW);
    expect(tags()).toEqual([label]);
  });

  it('likes the post at once, counts in words that fit the number, and copies the link with a notice', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () =>
        json(200, { data: productDetail(3, { view_count: 1, like_count: 0, chat_count: 2 }) }),
      'POST /api/likes': () =>
        json(200, { data: { likeable_type: 'product', likeable_id: 3, liked: true, like_count: 1 } }),
    });
    await renderApp('/products/3');
    expect(await screen.findByText('1 view · 0 likes · 2 chats', {}, SLOW)).toBeInTheDocument();
    // The name follows the state and holds the count shown (issue 23 §8, axe label-content-name-mismatch).
    const like = screen.getByRole('button', { name: 'Add to favourites (0)' });
    expect(like).toHaveTextContent('0');
    await userEvent.click(like);
    expect(like).toHaveAccessibleName('Remove from favourites (1)');
    expect(like).toHaveTextContent('1');
    expect(await screen.findByText('1 view · 1 like · 2 chats')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/likes')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    // A short notice that needs no answer: a status message, not a popup to close.
    const notice = await screen.findByText('The link was copied.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/products/share/3`);
  });

  it('asks before deleting the author’s post: focus goes into the dialog, Escape keeps the post', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () => json(200, { data: productDetail(3, { is_mine: true }) }),
    });
    await renderApp('/products/3');
    const remove = await screen.findByRole('button', { name: 'Delete' }, SLOW);
    await userEvent.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this post?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('lets a member read the post in their language and switch back; without a translator offers nothing', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    const post = productDetail(3, { title: '중고 선반', description: '상태 좋습니다' });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/clientConfig': () => json(200, { data: { ...clientConfig, translation_available: true } }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () => json(200, { data: post }),
      'POST /api/translations': () =>
        json(200, {
          data: {
            source_language: 'ko',
            target_language: 'en',
            title: 'Used lathe',
            description: 'In good condition',
            body: null,
          },
        }),
    });
    await renderApp('/products/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Translate' }, SLOW));
    expect(await screen.findByText('In good condition')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Used lathe' })).toHaveAttribute('lang', 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByText('상태 좋습니다')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/translations')).toHaveLength(1);
  });

  it('offers no translation when the deployment has no translator', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () => json(200, { data: productDetail(3) }),
    });
    await renderApp('/products/3');
    await screen.findByRole('heading', { level: 1, name: 'Product 3' }, SLOW);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/clientConfig')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  });

  it("shows a Korean post's price to a German reader with a converted amount as a hint", async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser({ country: 'DE', language: 'de' }) }),
      'GET /api/clientConfig': () => json(200, { data: { ...clientConfig, exchange_rates_available: true } }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () => json(200, { data: productDetail(3, { price: 1_480_000, country: 'KR' }) }),
      'GET /api/exchangeRates': () =>
        json(200, { data: { base: 'EUR', date: '2026-11-23', rates: { EUR: 1, KRW: 1480, JPY: 162.5 } } }),
    });
    await renderApp('/products/3', { language: 'de' });
    expect(await screen.findAllByText(/^1\.480\.000\s₩$/, {}, SLOW)).not.toHaveLength(0);
    expect(await screen.findByText(/^≈ 1\.000\s€$/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Referenzkurs vom 23\.11\.2026/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/exchangeRates')).toHaveLength(1);
  });

  it('converts nothing for a reader of the same currency or without exchange rates', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser({ country: 'KR' }) }),
      'GET /api/clientConfig': () => json(200, { data: { ...clientConfig, exchange_rates_available: true } }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () => json(200, { data: productDetail(3, { country: 'KR' }) }),
    });
    await renderApp('/products/3');
    await screen.findByRole('heading', { level: 1, name: 'Product 3' }, SLOW);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/clientConfig')).toBe(true));
    expect(calls.some((c) => c.path === '/api/exchangeRates')).toBe(false);
    expect(document.querySelector('.converted-price')).toBeNull();
  });
});
