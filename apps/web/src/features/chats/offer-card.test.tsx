import type { ChatMessageDto, ChatOfferDto, ChatRoomDto, OfferDto } from '@steelyard/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Handler } from '../../test/api.ts';
import { chatRoom, clientConfig, memberUser } from '../../test/fixtures.ts';
import { emitRealtime, isRealtimeConnected } from '../../test/realtime.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const me = memberUser();
const other = { id: 7, nickname: 'Lathe Shop', profile_image_url: null, city: null, county: null };
const HOUR = 3_600_000;

/** A room about a negotiable CNC lathe at ₩1,500,000 with `other`; `role` is the viewer's side. */
const room = (patch: Partial<ChatRoomDto> = {}) => {
  const base = chatRoom({ other });
  return { ...base, product: { ...base.product!, price_negotiable: true }, ...patch };
};

/** Offer 31 on post 3 in room 4; the viewer is the buyer unless `seller_id` says otherwise. */
const offer = (patch: Partial<OfferDto> = {}): OfferDto => ({
  id: 31,
  product_id: 3,
  room_id: 4,
  buyer_id: me.id,
  seller_id: other.id,
  amount: 1_200_000,
  currency: 'KRW',
  status: 'awaiting_seller',
  end_reason: null,
  last_actor_id: me.id,
  expires_at: new Date(Date.now() + 47.5 * HOUR).toISOString(),
  created_at: '2026-11-23T05:00:00Z',
  ...patch,
});

let nextId = 100;
const move = (
  event: ChatOfferDto['event'],
  amount: number,
  now: OfferDto,
  senderId: number | null,
  body = '',
) =>
  ({
    id: ++nextId,
    room_id: 4,
    sender_id: senderId,
    kind: 'offer',
    body,
    image: null,
    off_platform: false,
    seat: null,
    offer: { event, amount, offer: now },
    created_at: '2026-11-23T05:00:00Z',
  }) satisfies ChatMessageDto;
const page = (messages: ChatMessageDto[]) =>
  json(200, { data: messages, meta: { per_page: 30, next_cursor: null } });

/** The room's calls, with `messages` as the history and `extra` routes. */
function roomApi(
  roomDto: ChatRoomDto,
  messages: () => ChatMessageDto[],
  extra: Record<string, Handler> = {},
) {
  return mockApi({
    'GET /api/user': () => json(200, { data: me }),
    'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    'GET /api/chats/4': () => json(200, { data: roomDto }),
    'GET /api/chats/4/messages': () => page(messages()),
    'GET /api/chats': () => json(200, { data: [], meta: { per_page: 20, next_cursor: null } }),
    'POST /api/chats/4/read': () => json(200, { data: roomDto }),
    ...extra,
  });
}

const cards = (log: HTMLElement) => within(log).getAllByRole('article', { name: 'Price offer' });

beforeEach(() => clearCookies());

describe('offer cards in /chats/{id}', { timeout: 40_000 }, () => {
  it("shows the seller a buyer's offer awaiting them; a counter above the price is refused at the field, then sent", async () => {
    const asSeller = room({ role: 'seller' });
    const made = offer({ buyer_id: other.id, seller_id: me.id, last_actor_id: other.id });
    let history = [move('made', 1_200_000, made, other.id, 'Cash on pickup?')];
    const { calls } = roomApi(asSeller, () => history, {
      'POST /api/offers/31/answer': (call) => {
        expect(fieldsOf(call)).toMatchObject({ action: 'counter', amount: '1350000' });
        const countered = {
          ...made,
          amount: 1_350_000,
          status: 'awaiting_buyer' as const,
          last_actor_id: me.id,
        };
        history = [
          move('made', 1_200_000, countered, other.id, 'Cash on pickup?'),
          move('countered', 1_350_000, countered, me.id),
        ];
        return json(200, { data: { offer: countered, room_id: 4 } });
      },
    });
    await renderApp('/chats/4');
    const log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    const [card] = await within(log).findAllByRole('article', { name: 'Price offer' });
    expect(card).toHaveTextContent('Lathe Shop made an offer');
    expect(card).toHaveTextContent('₩1,200,000');
    expect(card).toHaveTextContent('Cash on pickup?');
    expect(card).toHaveTextContent('Waiting for your answer · 48 hours left');
    for (const name of ['Accept', 'Decline', 'Counter'])
      expect(within(card!).getByRole('button', { name })).toBeInTheDocument();
    // The buyer's side has no "Make an offer" here.
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();

    await userEvent.click(within(card!).getByRole('button', { name: 'Counter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Counter' }, SLOW);
    const amount = within(sheet).getByRole('textbox', { name: 'Your offer (KRW)' });
    await userEvent.type(amount, '1600000');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send counter-offer' }));
    expect(
      await within(sheet).findByText("An offer can't be higher than the asking price."),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/api/offers/31/answer')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1350000');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Counter' })).toBeNull());
    await waitFor(() => expect(cards(log)).toHaveLength(2));
    const [older, newer] = cards(log);
    expect(newer).toHaveTextContent('You countered');
    expect(newer).toHaveTextContent('₩1,350,000');
    expect(newer).toHaveTextContent('Waiting for Lathe Shop');
    expect(within(newer!).queryByRole('button')).toBeNull();
    expect(within(older!).queryByRole('button')).toBeNull();
    expect(older).not.toHaveTextContent('Waiting');
  });

  it("gives the buyer the answers when the seller's counter arrives live, and only on the newest card", async () => {
    const made = offer();
    const history = [move('made', 1_200_000, made, me.id)];
    let accepted = false;
    const { calls } = roomApi(room(), () => history, {
      'POST /api/offers/31/answer': () => {
        accepted = true;
        return json(200, { data: { offer: offer({ status: 'accepted', amount: 1_300_000 }), room_id: 4 } });
      },
    });
    await renderApp('/chats/4');
    const log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    const [mine] = await within(log).findAllByRole('article', { name: 'Price offer' });
    expect(mine).toHaveTextContent('You made an offer');
    expect(mine).toHaveTextContent('Waiting for Lathe Shop · 48 hours left');
    expect(within(mine!).queryByRole('button')).toBeNull();
    // An offer waits: no second one from the room.
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();

    await waitFor(() => expect(isRealtimeConnected()).toBe(true), SLOW);
    const countered = offer({ amount: 1_300_000, status: 'awaiting_buyer', last_actor_id: other.id });
    act(() =>
      emitRealtime('message-created', {
        room_id: 4,
        message: move('countered', 1_300_000, countered, other.id),
      }),
    );
    await waitFor(() => expect(cards(log)).toHaveLength(2));
    const [older, newer] = cards(log);
    expect(older).not.toHaveTextContent('Waiting');
    expect(within(older!).queryByRole('button')).toBeNull();
    expect(newer).toHaveTextContent('Lathe Shop countered');
    expect(newer).toHaveTextContent('Waiting for your answer');

    await userEvent.click(within(newer!).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Agree on ₩1,300,000?' });
    expect(confirm).toHaveTextContent('The post will be in progress with you at this price.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(accepted).toBe(true));
    const answer = calls.find((c) => c.path === '/api/offers/31/answer')!;
    expect(fieldsOf(answer)).toEqual({ action: 'accept' });
  });

  it('says how each offer ended, on its latest card', async () => {
    const done = offer({ id: 32, status: 'accepted', amount: 1_250_000, last_actor_id: other.id });
    const ended = offer({ id: 33, status: 'ended', end_reason: 'reserved', last_actor_id: other.id });
    const expired = offer({ id: 34, status: 'expired' });
    const declined = offer({ id: 35, status: 'declined', last_actor_id: other.id });
    roomApi(room({ product: { ...room().product!, status: 'trading' } }), () => [
      move('made', 1_250_000, done, me.id),
      move('accepted', 1_250_000, done, other.id),
      move('made', 1_100_000, ended, me.id),
      move('ended', 1_100_000, ended, null),
      move('made', 900_000, expired, me.id),
      move('expired', 900_000, expired, null),
      move('made', 800_000, declined, me.id),
      move('declined', 800_000, declined, other.id),
    ]);
    await renderApp('/chats/4');
    const log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    await waitFor(() => expect(cards(log)).toHaveLength(8));
    const all = cards(log);
    expect(all[1]).toHaveTextContent('Lathe Shop accepted');
    expect(all[1]).toHaveTextContent('Deal agreed · In progress');
    expect(all[3]).toHaveTextContent('The post was reserved for another member, so this offer ended.');
    expect(all[5]).toHaveTextContent('The offer expired after 48 hours without an answer.');
    expect(all[7]).toHaveTextContent('Lathe Shop declined');
    expect(all[7]).toHaveTextContent('Declined');
    // Earlier cards keep their move only; nothing to answer anywhere; a trading post takes no offer.
    expect(all[0]).not.toHaveTextContent('Deal agreed');
    expect(within(log).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it("makes an offer from the room and shows the server's refusals at the amount", async () => {
    let answer = 0;
    const sent = [
      () =>
        json(422, {
          message: 'invalid',
          errors: { amount: ["The seller doesn't take offers this low. Try a higher amount."] },
        }),
      () => json(409, { message: 'You already have an offer waiting on this post.' }),
      () => json(201, { data: { offer: offer(), room_id: 4 } }),
    ];
    const { calls } = roomApi(room(), () => (answer > 2 ? [move('made', 1_000_000, offer(), me.id)] : []), {
      'POST /api/products/3/offers': () => sent[answer++ % 3]!(),
    });
    await renderApp('/chats/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer' }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: 'Make an offer' }, SLOW);
    expect(sheet).toHaveTextContent('Asking price: ₩1,500,000');
    const amount = within(sheet).getByRole('textbox', { name: 'Your offer (KRW)' });
    await userEvent.type(amount, '300000');
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Message (optional)' }), 'Pickup Friday');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(sheet).findByText("The seller doesn't take offers this low. Try a higher amount."),
    ).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(sheet).findByText('You already have an offer waiting on this post.'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(sheet).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make an offer' })).toBeNull());
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('You made an offer')).toBeInTheDocument();
    // Every try was the same offer to the server: one client key.
    const offers = calls.filter((c) => c.path === '/api/products/3/offers').map(fieldsOf);
    expect(offers).toHaveLength(3);
    expect(offers[0]).toMatchObject({ amount: '300000', message: 'Pickup Friday' });
    expect(new Set(offers.map((o) => o.client_key)).size).toBe(1);
  });

  it("gives a seat the business's answers, signs their moves, and no offer bar in a room where the business buys", async () => {
    const boss = { id: 50, nickname: 'Kim Lathe Works' };
    const business = { business_id: 9, legal_name: 'Kim Lathe Works Co.', owner_id: boss.id };
    const made = offer({ buyer_id: other.id, seller_id: boss.id, last_actor_id: other.id });
    const countered = {
      ...made,
      status: 'awaiting_buyer' as const,
      amount: 1_300_000,
      last_actor_id: boss.id,
    };
    const signed = {
      ...move('countered', 1_300_000, countered, boss.id),
      seat: { id: me.id, nickname: me.nickname },
    };
    let history: ChatMessageDto[] = [move('made', 1_200_000, made, other.id)];
    roomApi(room({ role: 'seller', as_seat_of: business }), () => history);
    const { unmount } = await renderApp('/chats/4');
    let log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    let [card] = await within(log).findAllByRole('article', { name: 'Price offer' });
    expect(card).toHaveTextContent('Waiting for your answer');
    expect(within(card!).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    unmount();

    history = [move('made', 1_200_000, countered, other.id), signed];
    roomApi(room({ role: 'seller', as_seat_of: business }), () => history);
    const { unmount: unmount2 } = await renderApp('/chats/4');
    log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    card = (await within(log).findAllByRole('article', { name: 'Price offer' })).at(-1);
    expect(card).toHaveTextContent('You countered');
    expect(card).toHaveTextContent(`Sent by ${me.nickname}`);
    expect(within(card!).queryByRole('button', { name: 'Accept' })).toBeNull();
    unmount2();

    // Where the business is the buyer, its seat answers but makes no offer for it.
    roomApi(room({ role: 'buyer', as_seat_of: business }), () => [
      { ...move('made', 1, made, other.id), kind: 'user', offer: null, body: 'Hello' },
    ]);
    await renderApp('/chats/4');
    log = await screen.findByRole('log', { name: 'Messages' }, SLOW);
    await within(log).findByText('Hello');
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });
});
