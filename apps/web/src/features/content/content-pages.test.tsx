import { fireEvent, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@contracts/limits.ts';
import { clearCookies, json, mockApi, type Call } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const page = <T,>(data: T[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 50, total: data.length },
});
const queryOf = (call: Call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
const categories = [
  { id: 11, kind: 'faq', title: 'Trading', slug: 'trading' },
  { id: 12, kind: 'faq', title: 'Account', slug: 'account' },
];
const faq = (id: number, category_id: number | null, question: string) => ({
  id,
  category_id,
  question,
  answer: `<p><strong>Answer ${id}</strong> in full</p>`,
});

beforeEach(() => clearCookies());

describe('support content', { timeout: 40_000 }, () => {
  it('groups FAQ entries by category and searches them', async () => {
    const { calls } = mockApi({
      'GET /api/faqCategories': () => json(200, { data: categories }),
      'GET /api/faqs': (call) =>
        json(
          200,
          queryOf(call).word === 'refund'
            ? page([faq(3, 12, 'How do refunds work?')])
            : page([
                faq(1, 12, 'How do I sign up?'),
                faq(2, 11, 'How do I sell?'),
                faq(4, null, 'Anything else?'),
              ]),
        ),
    });
    await renderApp('/faqs');
    const trading = await screen.findByRole('region', { name: 'Trading' }, SLOW);
    expect(within(trading).getByText('How do I sell?')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Account' })).getByText('How do I sign up?'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Other' })).getByText('Anything else?'),
    ).toBeInTheDocument();
    // Categories in their order: Trading before Account.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Trading')).toBeLessThan(headings.indexOf('Account'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'refund{Enter}');
    expect(await screen.findByText('How do refunds work?')).toBeInTheDocument();
    expect(screen.queryByText('How do I sell?')).toBeNull();
    expect(queryOf(calls.filter((c) => c.path === '/api/faqs').at(-1)!)).toMatchObject({ word: 'refund' });
  });

  it('checks the FAQ search word as the server does and does not send a bad one', async () => {
    const { calls } = mockApi({
      'GET /api/faqCategories': () => json(200, { data: categories }),
      'GET /api/faqs': () => json(200, page([faq(2, 11, 'How do I sell?')])),
    });
    await renderApp('/faqs');
    await screen.findByText('How do I sell?', {}, SLOW);
    const searches = () => calls.filter((c) => c.path === '/api/faqs').length;
    const before = searches();
    const box = screen.getByRole('searchbox', { name: 'Search questions' });
    // Past the box's maxLength (a script or an old browser): the schema still holds the limit.
    fireEvent.change(box, { target: { value: 'x'.repeat(LIMITS.faqSearchMax + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter at most 50 characters.')).toHaveClass('field__error');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(searches()).toBe(before);
  });

  it('shows /faqs/{id} with its formatted answer', async () => {
    mockApi({ 'GET /api/faqs/2': () => json(200, { data: faq(2, 11, 'How do I sell?') }) });
    await renderApp('/faqs/2');
    expect(await screen.findByRole('heading', { name: 'How do I sell?' }, SLOW)).toBeInTheDocument();
    const strong = screen.getByText('Answer 2', { selector: 'strong' });
    expect(strong.closest('.prose--html')).not.toBeNull();
  });

  it('marks pinned notices and event periods', async () => {
    mockApi({
      'GET /api/noticeCategories': () => json(200, { data: [] }),
      'GET /api/notices': () =>
        json(200, {
          data: [
            {
              id: 1,
              category_id: null,
              title: 'Maintenance',
              content: 'x',
              pinned: true,
              created_at: '2026-11-20T00:00:00Z',
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        }),
    });
    await renderApp('/notices');
    const row = await screen.findByText('Maintenance', {}, SLOW);
    expect(within(row).getByText('Pinned')).toBeInTheDocument();
  });

  it('shows the newest pinned notice on the home screen', async () => {
    const { calls } = mockApi({
      'GET /api/productCategories': () => json(200, { data: [] }),
      'GET /api/products': () => json(200, { data: [], meta: { per_page: 20, next_cursor: null } }),
      'GET /api/notices': () =>
        json(200, {
          data: [
            {
              id: 4,
              category_id: null,
              title: 'Maintenance tonight',
              content: 'x',
              pinned: true,
              created_at: '2026-11-20T00:00:00Z',
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 3, total: 1 },
        }),
    });
    await renderApp('/');
    const strip = await screen.findByRole('link', { name: /Maintenance tonight/ }, SLOW);
    expect(strip).toHaveAttribute('href', '/notices/4');
    expect(queryOf(calls.find((c) => c.path === '/api/notices')!)).toMatchObject({ pinned: '1' });
  });
});
