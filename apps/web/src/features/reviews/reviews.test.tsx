import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReviewDto } from '@steelyard/contracts';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { clientConfig, memberUser, productCategories, productDetail } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const SLOW = { timeout: 15_000 };
const member = memberUser();
const seller = { id: 9, nickname: 'Seller', profile_image_url: null, city: null, county: null };
const buyer = { id: member.id, nickname: member.nickname, profile_image_url: null, city: null, county: null };
const goodManners = [
  { id: 1, type: 1, title: 'Punctual' },
  { id: 2, type: 1, title: 'Kind and polite' },
];
const badManners = [{ id: 11, type: 0 as const, title: 'Was late' }];
/** A post of member 9 that member 2 bought. */
const sold = productDetail(5, { status: 'completed', buyer });

const review = (patch: Partial<ReviewDto> = {}): ReviewDto => ({
  id: 40,
  subject: { kind: 'product', id: 5, title: 'Product 5', path: '/products/5', thumb_url: null },
  product: { id: 5, title: 'Product 5', thumb_url: null },
  reviewer: buyer,
  reviewee: seller,
  reviewer_role: 'buyer',
  manners: [{ id: 1, type: 1, title: 'Punctual' }],
  content: 'Loaded it with me.',
  can_review_back: false,
  anonymous: false,
  created_at: '2026-11-20T10:00:00Z',
  ...patch,
});

beforeEach(() => clearCookies());

describe('/reviews/create', { timeout: 40_000 }, () => {
  it('asks for a manner first, sends the chosen tags and opens the sent review', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/products/5': () => json(200, { data: sold }),
      'GET /api/manners': (call) =>
        json(200, {
          data: new URL(call.url, 'http://x').searchParams.get('type') === '0' ? badManners : goodManners,
        }),
      'POST /api/reviews': () => json(201, { data: review() }),
      'GET /api/reviews/40': () => json(200, { data: review() }),
    });
    await renderApp('/reviews/create?product_id=5');
    expect(await screen.findByText('How was buying “Product 5” from Seller?', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Only Seller sees these, and never who chose them.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Please choose at least one manner.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByLabelText('Punctual'));
    await userEvent.type(screen.getByLabelText('A few words (optional)'), 'Loaded it with me.');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade review' }, SLOW)).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/reviews')!;
    expect(sent.body?.getAll('manner_ids[]')).toEqual(['1']);
    expect(sent.body?.get('product_id')).toBe('5');
    expect(sent.body?.get('content')).toBe('Loaded it with me.');
    expect(screen.getByText('Loaded it with me.')).toBeInTheDocument();
  });

  it('reviews the other party of a delivered request, and links the review to the request', async () => {
    const requestReview = review({
      subject: {
        kind: 'drawing_request',
        id: 31,
        title: 'Shaft',
        path: '/drawingRequests/31',
        thumb_url: null,
      },
      product: null,
    });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/manners': (call) =>
        json(200, {
          data: new URL(call.url, 'http://x').searchParams.get('type') === '0' ? badManners : goodManners,
        }),
      'POST /api/reviews': () => json(201, { data: requestReview }),
      'GET /api/reviews/40': () => json(200, { data: requestReview }),
    });
    const userEvent = userEventLib.setup({ delay: null });
    await renderApp('/reviews/create?service_request_id=31');
    expect(await screen.findByText('How did the other side do on this job?', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(await screen.findByLabelText('Punctual'));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('link', { name: 'View the request' }, SLOW)).toHaveAttribute(
      'href',
      '/drawingRequests/31',
    );
    expect(screen.getByText(/Requester · Shaft/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job review' })).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/reviews')!;
    expect(sent.body?.get('service_request_id')).toBe('31');
    expect(sent.body?.get('product_id')).toBeNull();
  });

  it('says there is nothing to review for someone who was not part of the trade', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/products/5': () =>
        json(200, { data: productDetail(5, { status: 'completed', buyer: null }) }),
      'GET /api/manners': () => json(200, { data: goodManners }),
    });
    await renderApp('/reviews/create?product_id=5');
    expect(await screen.findByText('Nothing to review here', {}, SLOW)).toBeInTheDocument();
  });

  it('with no deal named, lists the deals waiting for the member’s review, each opening its form', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/reviews/pending': () =>
        json(200, {
          data: [
            {
              subject: { kind: 'product', id: 5, title: 'Product 5', path: '/products/5', thumb_url: null },
              counterpart: seller,
              finished_at: '2026-11-20T10:00:00Z',
            },
          ],
        }),
    });
    await renderApp('/reviews/create');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deals waiting for your review' }, SLOW),
    ).toBeInTheDocument();
    const deal = await screen.findByRole('link', { name: /Product 5.*With Seller/ }, SLOW);
    expect(deal).toHaveAttribute('href', '/reviews/create?product_id=5');
  });

  it('with no deal named and none waiting, says so', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/reviews/pending': () => json(200, { data: [] }),
    });
    await renderApp('/reviews/create');
    expect(await screen.findByText('No deals are waiting for your review.', {}, SLOW)).toBeInTheDocument();
  });
});

describe('/reviews/{id}', { timeout: 40_000 }, () => {
  it('shows its recipient a review with bad tags only, naming neither its author nor its deal', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser({ id: 9, nickname: 'Seller' }) }),
      'GET /api/reviews/41': () =>
        json(200, {
          data: review({
            id: 41,
            anonymous: true,
            reviewer: null,
            subject: null,
            product: null,
            manners: badManners,
            content: 'Never again.',
          }),
        }),
    });
    await renderApp('/reviews/41');
    expect(await screen.findByText('A trading partner → Seller', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Only you see this review. It never says who wrote it.')).toBeInTheDocument();
    expect(screen.getByText('Was late')).toBeInTheDocument();
    expect(screen.getByText('Never again.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View|back/ })).toBeNull();
  });

  it('offers its recipient to review back', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser({ id: 9, nickname: 'Seller' }) }),
      'GET /api/reviews/40': () => json(200, { data: review({ can_review_back: true }) }),
    });
    await renderApp('/reviews/40');
    const back = await screen.findByRole('link', { name: 'Review Member One back' }, SLOW);
    expect(back).toHaveAttribute('href', '/reviews/create?product_id=5');
  });
});

describe('/manners', { timeout: 40_000 }, () => {
  it('shows the member their compliments and, to them alone, the things to improve', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/users/2/manners': () =>
        json(200, {
          data: {
            good: [{ manner: goodManners[0], count: 3 }],
            bad: [{ manner: badManners[0], count: 1 }],
          },
        }),
    });
    await renderApp('/manners');
    expect(await screen.findByText('Punctual', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Things to improve (only you see these)')).toBeInTheDocument();
    expect(screen.getByText('Was late')).toBeInTheDocument();
  });
});

describe('a product page', { timeout: 40_000 }, () => {
  it('offers the parties of a completed trade to write a review, and shows the seller’s trust', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/productCategories': () => json(200, { data: productCategories }),
      'GET /api/products/5': () => json(200, { data: sold }),
      // The post's map asks for the deployment's tile source.
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    });
    await renderApp('/products/5');
    const link = await screen.findByRole('link', { name: 'Write a review' }, SLOW);
    expect(link).toHaveAttribute('href', '/reviews/create?product_id=5');
    expect(screen.getByText('Trust 36.5')).toBeInTheDocument();
  });
});
