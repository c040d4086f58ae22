import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductDetailDto } from '@steelyard/contracts';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { clientConfig, memberUser, productCategories, productDetail } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const SLOW = { timeout: 15_000 };
const HOUR_MS = 3_600_000;
const member = memberUser({ id: 9 });
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR_MS).toISOString();

const mine = (patch: Partial<ProductDetailDto>) => productDetail(3, { is_mine: true, ...patch });

beforeEach(() => {
  clearCookies();
  mockApi({
    'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    'GET /api/user': () => json(200, { data: member }),
    'GET /api/productCategories': () => json(200, { data: productCategories }),
  });
});

const bumpButton = () => screen.findByRole('button', { name: 'Bump to top' }, SLOW);

describe('bumping a post from its page', { timeout: 40_000 }, () => {
  it('shows when it was bumped and how many are left, bumps it, then says when the next is allowed', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    const { calls } = mockApi({
      'GET /api/products/3': () =>
        json(200, {
          data: mine({ bumped_at: at(-3), bump: { count: 1, left: 4, next_at: at(-0.5) } }),
        }),
      'POST /api/products/3/bump': () =>
        json(200, {
          data: mine({ bumped_at: at(0), bump: { count: 2, left: 3, next_at: at(5.5) } }),
        }),
    });
    await renderApp('/products/3');
    const button = await bumpButton();
    expect(screen.getByText(/Bumped 3 hours ago/)).toBeInTheDocument();
    expect(screen.getByText('You can bump it now. · 4 bumps left')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('You can bump it now. · 4 bumps left');

    await userEvent.click(button);
    expect(await screen.findByText('Your post is back at the top of the newest list.')).toBeInTheDocument();
    expect(screen.getByText('Next bump in 5 hours · 3 bumps left')).toBeInTheDocument();
    expect(screen.getByText(/Bumped now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bump to top' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s refusal and the post’s state read again', async () => {
    const userEvent = userEventLib.setup({ delay: null });
    let reads = 0;
    mockApi({
      // Another tab bumped it meanwhile: the page's copy still offers a bump.
      'GET /api/products/3': () =>
        json(200, {
          data: mine(
            ++reads === 1
              ? { bump: { count: 0, left: 5, next_at: at(-1) } }
              : { bumped_at: at(0), bump: { count: 1, left: 4, next_at: at(23.5) } },
          ),
        }),
      'POST /api/products/3/bump': () =>
        json(429, { message: 'A post can be bumped once a day. You can bump it again in 24 h.' }),
    });
    await renderApp('/products/3');
    await userEvent.click(await bumpButton());
    expect(
      await screen.findByText('A post can be bumped once a day. You can bump it again in 24 h.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bump to top' })).toBeDisabled());
    expect(screen.getByText('Next bump in 23 hours · 4 bumps left')).toBeInTheDocument();
  });

  it('offers no bump once none are left, and none on a hidden or reserved post', async () => {
    mockApi({
      'GET /api/products/3': () =>
        json(200, { data: mine({ bump: { count: 5, left: 0, next_at: at(-10) } }) }),
    });
    await renderApp('/products/3');
    expect(await bumpButton()).toBeDisabled();
    expect(screen.getByText('This post has no bumps left.')).toBeInTheDocument();
  });

  it.each([
    ['hidden', { is_hidden: true }],
    ['reserved', { status: 'trading' as const }],
  ])('offers no bump on a %s post', async (_, patch) => {
    mockApi({
      'GET /api/products/3': () =>
        json(200, { data: mine({ ...patch, bump: { count: 0, left: 5, next_at: at(-10) } }) }),
    });
    await renderApp('/products/3');
    await screen.findByRole('button', { name: 'Delete' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Bump to top' })).toBeNull();
  });
});
