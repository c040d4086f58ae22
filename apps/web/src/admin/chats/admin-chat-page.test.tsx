import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const person = (id: number, nickname: string) => ({
  id,
  nickname,
  profile_image_url: null,
  city: null,
  county: null,
});
const seller = person(2, 'Lathe Shop');
const buyer = person(3, 'Busan Works');

const offerNow = {
  id: 40,
  product_id: 9,
  room_id: 5,
  buyer_id: buyer.id,
  seller_id: seller.id,
  amount: 450_000,
  currency: 'KRW',
  status: 'ended',
  end_reason: 'reserved',
  last_actor_id: seller.id,
  expires_at: '2026-03-07T10:00:00Z',
  created_at: '2026-03-05T10:00:00Z',
};
const move = (id: number, sender: number | null, event: string, amount: number, body = '') => ({
  id,
  room_id: 5,
  sender_id: sender,
  kind: 'offer',
  body,
  image: null,
  off_platform: false,
  offer: { event, amount, offer: offerNow },
  created_at: `2026-03-05T1${id}:00:00Z`,
});

const detail = {
  room: {
    id: 5,
    subject: {
      kind: 'product',
      id: 9,
      title: 'Doosan lathe',
      path: '/products/9',
      thumb_url: null,
      available: true,
    },
    product: null,
    seller,
    buyer,
    seller_left_at: null,
    buyer_left_at: null,
    message_count: 3,
    closed_at: null,
    activity_at: '2026-03-05T13:00:00Z',
    created_at: '2026-03-05T10:00:00Z',
  },
  messages: [
    move(1, buyer.id, 'made', 400_000, 'Cash, pickup this week'),
    move(2, seller.id, 'countered', 450_000),
    move(3, null, 'ended', 450_000),
  ],
  next_cursor: null,
};

beforeEach(() => clearCookies());

describe('/admin/chats/{id}', { timeout: 40_000 }, () => {
  it('shows each price offer move with its amount, who made it, and why the offer ended', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/chats/5': () => json(200, { data: detail }),
    });
    await renderApp('/admin/chats/5', { language: 'en' });
    const made = (await screen.findByText('Offer: ₩400,000', {}, SLOW)).closest('li')!;
    expect(within(made).getByText('Busan Works · Buyer')).toBeInTheDocument();
    expect(within(made).getByText('Cash, pickup this week')).toBeInTheDocument();
    const countered = screen.getByText('Counter-offer: ₩450,000').closest('li')!;
    expect(within(countered).getByText('Lathe Shop · Seller')).toBeInTheDocument();
    const ended = screen.getByText('Offer ended (₩450,000) · reserved for another buyer').closest('li')!;
    expect(within(ended).getByText('System')).toBeInTheDocument();
  });
});
