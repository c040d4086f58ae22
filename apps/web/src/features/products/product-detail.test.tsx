import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dispatchRealtimeEvent } from '../../api/realtime.ts';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { chatRoom, clientConfig, memberUser, productCategories, productDetail } from '../../test/fixtures.ts';
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

  it('shows what machines like this sold for, asked with the post’s maker, model, year and country', async () => {
    const { calls } = mockApi({
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () =>
        json(200, { data: productDetail(3, { manufacturer: 'Doosan', model: 'PUMA 240', year_made: 2015 }) }),
      'GET /api/priceBands': () =>
        json(200, {
          data: {
            currency: 'KRW',
            count: 4,
            median: 32_000_000,
            low: 30_000_000,
            high: 39_000_000,
            approximate: true,
          },
        }),
    });
    await renderApp('/products/3');
    expect(
      await screen.findByText(
        'Sold on Steelyard: about ₩32,000,000 (₩30,000,000 – ₩39,000,000), from 4 trades',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Trades in other currencies converted at reference rates (approximate)'),
    ).toBeInTheDocument();
    const asked = new URL(calls.find((c) => c.path === '/api/priceBands')!.url, 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      category_id: '1',
      manufacturer: 'Doosan',
      model: 'PUMA 240',
      year: '2015',
      country: 'KR',
    });
  });

  it('shows a machine’s pickup place as its area until the trade is agreed', async () => {
    mockApi({
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () =>
        json(200, {
          data: productDetail(3, {
            place_area: true,
            place_name: null,
            city: 'Changwon-si',
            county: 'Seongsan-gu',
            lat: 35.23,
            lon: 128.68,
          }),
        }),
    });
    await renderApp('/products/3');
    expect(await screen.findByText('Changwon-si Seongsan-gu', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('The exact place is shown to the seller and the buyer once a deal is agreed.'),
    ).toBeInTheDocument();
  });

  it('tells the seller that another live post has the same serial number', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () =>
        json(200, { data: productDetail(3, { is_mine: true, serial_duplicate: true }) }),
      'GET /api/users/me/products': () => json(200, { data: [], meta: { per_page: 20, next_cursor: null } }),
    });
    await renderApp('/products/3');
    expect(
      await screen.findByText(/Another live post shows the same maker and serial number/u, {}, SLOW),
    ).toBeInTheDocument();
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

  it('lets a signed-in buyer make an offer on a negotiable post and opens the room with its card', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    const negotiable = productDetail(3, { price: 1_500_000, price_negotiable: true });
    const offer = {
      id: 31,
      product_id: 3,
      room_id: 9,
      buyer_id: member.id,
      seller_id: negotiable.user.id,
      amount: 1_300_000,
      currency: 'KRW',
      status: 'awaiting_seller' as const,
      end_reason: null,
      last_actor_id: member.id,
      expires_at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      created_at: '2026-11-23T05:00:00Z',
    };
    const card = {
      id: 50,
      room_id: 9,
      sender_id: member.id,
      kind: 'offer' as const,
      body: '',
      image: null,
      off_platform: false,
      seat: null,
      offer: { event: 'made' as const, amount: 1_300_000, offer },
      created_at: '2026-11-23T05:00:00Z',
    };
    const room = chatRoom({ id: 9, product: { ...chatRoom().product!, price_negotiable: true } });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () => json(200, { data: negotiable }),
      'POST /api/products/3/offers': () => json(201, { data: { offer, room_id: 9 } }),
      'GET /api/chats/9': () => json(200, { data: room }),
      'GET /api/chats/9/messages': () =>
        json(200, { data: [card], meta: { per_page: 30, next_cursor: null } }),
      'GET /api/chats': () => json(200, { data: [], meta: { per_page: 20, next_cursor: null } }),
    });
    const { history } = await renderApp('/products/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer' }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: 'Make an offer' }, SLOW);
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Your offer (KRW)' }), '1300000');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send offer' }));
    const log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    expect(history.location.pathname).toBe('/chats/9');
    expect(await within(log).findByRole('article', { name: 'Price offer' })).toHaveTextContent('₩1,300,000');
    expect(calls.find((c) => c.path === '/api/products/3/offers')?.body?.get('amount')).toBe('1300000');
  });

  it.each([
    ['awaiting_seller', 'Your offer ₩1,300,000 · waiting'],
    ['awaiting_buyer', 'Countered at ₩1,300,000 · your answer'],
  ] as const)(
    'shows the member’s own live offer (%s) in place of the offer button, linking to its room',
    async (status, text) => {
      const myOffer = {
        id: 31,
        room_id: 9,
        amount: 1_300_000,
        currency: 'KRW',
        status,
        expires_at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
      };
      mockApi({
        'GET /api/user': () => json(200, { data: member }),
        'GET /api/productCategories': () => json(200, { data: productCategories }),
        'GET /api/products/3': () =>
          json(200, {
            data: productDetail(3, { price: 1_500_000, price_negotiable: true, my_offer: myOffer }),
          }),
        'GET /api/chats': () => json(200, { data: [], meta: { per_page: 20, next_cursor: null } }),
      });
      await renderApp('/products/3');
      expect(await screen.findByRole('link', { name: text }, SLOW)).toHaveAttribute('href', '/chats/9');
      expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    },
  );

  /** A member's page of post 3, read from `page` each time; how many times it was read. */
  async function openLivePage(page: () => ReturnType<typeof productDetail>) {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () => json(200, { data: page() }),
      'GET /api/chats': () => json(200, { data: [], meta: { per_page: 20, next_cursor: null } }),
    });
    await renderApp('/products/3');
    return () => calls.filter((c) => c.path === '/api/products/3').length;
  }

  it('follows the moves of offers on the post live: another buyer’s accepted offer ends the member’s', async () => {
    const myOffer = {
      id: 31,
      room_id: 9,
      amount: 1_300_000,
      currency: 'KRW',
      status: 'awaiting_seller' as const,
      expires_at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    };
    let page = productDetail(3, { price: 1_500_000, price_negotiable: true, my_offer: myOffer });
    const reads = await openLivePage(() => page);
    await screen.findByRole('link', { name: 'Your offer ₩1,300,000 · waiting' }, SLOW);
    const ended = (productId: number) => ({
      room_id: 9,
      message: {
        id: 51,
        room_id: 9,
        sender_id: null,
        kind: 'offer' as const,
        body: '',
        image: null,
        off_platform: false,
        seat: null,
        offer: {
          event: 'ended' as const,
          amount: 1_300_000,
          offer: {
            ...myOffer,
            product_id: productId,
            buyer_id: member.id,
            seller_id: page.user.id,
            status: 'ended' as const,
            end_reason: 'reserved' as const,
            last_actor_id: page.user.id,
            created_at: '2026-11-23T05:00:00Z',
          },
        },
        created_at: '2026-11-23T06:00:00Z',
      },
    });
    // A move on another post leaves this page alone.
    const before = reads();
    act(() => dispatchRealtimeEvent('message-created', ended(4)));
    page = { ...page, status: 'trading', my_offer: null };
    act(() => dispatchRealtimeEvent('message-created', ended(3)));
    await waitFor(() => expect(tags()).toEqual(['In progress']), SLOW);
    expect(screen.queryByRole('link', { name: /Your offer/ })).toBeNull();
    expect(reads()).toBe(before + 1);
  });

  it("reads the post again when anyone's change of it arrives live (a third member's page, reserved)", async () => {
    let page = productDetail(3, { price: 1_500_000, price_negotiable: true });
    const reads = await openLivePage(() => page);
    await screen.findByRole('button', { name: 'Make an offer' }, SLOW);
    const before = reads();
    act(() => dispatchRealtimeEvent('product-changed', { product_id: 4 }));
    page = { ...page, status: 'trading' };
    act(() => dispatchRealtimeEvent('product-changed', { product_id: 3 }));
    await waitFor(() => expect(tags()).toEqual(['In progress']), SLOW);
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    expect(reads()).toBe(before + 1);
  });

  it.each([
    ['a visitor', null, { price_negotiable: true }],
    ['the seller', memberUser({ id: 1 }), { price_negotiable: true, is_mine: true }],
    ['a member, on a fixed price', memberUser(), { price_negotiable: false }],
    ['a member, on a post in progress', memberUser(), { price_negotiable: true, status: 'trading' as const }],
  ])('offers %s no price offer', async (_who, user, patch) => {
    mockApi({
      'GET /api/user': () => (user ? json(200, { data: user }) : json(401, { message: 'Unauthenticated.' })),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/3': () => json(200, { data: productDetail(3, patch) }),
      'GET /api/chats': () => json(200, { data: [], meta: { per_page: 20, next_cursor: null } }),
    });
    await renderApp('/products/3');
    await screen.findByRole('heading', { level: 1, name: 'Product 3' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });
});
