import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnProductSummaryDto } from '@steelyard/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { memberUser, productDetail, productSummary } from '../../test/fixtures.ts';

const member = memberUser({ id: 9 });
/** The lazy screen module loads on first use; the shared test machine can be slow. */
const SLOW = { timeout: 15_000 };
const HOUR_MS = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR_MS).toISOString();

/** One of the member's posts in their sales history, with its bump state. */
const own = (id: number, title: string, patch: Partial<OwnProductSummaryDto>): OwnProductSummaryDto => ({
  ...productSummary(id, { title }),
  bump: { count: 0, left: 5, next_at: at(-1) },
  ...patch,
});
/** The row of the post titled `title`. */
const row = (title: string) => screen.getByText(title).closest('.history-item') as HTMLElement;

describe('/mypage/products/indexBySell', { timeout: 30_000 }, () => {
  beforeEach(() => clearCookies());

  it('bumps an open post from its row, then says when the next is allowed; others wait or have none', async () => {
    let bumped = false;
    const list = () => [
      own(1, 'CNC lathe HL-460', bumped ? { bump: { count: 1, left: 4, next_at: at(24) } } : {}),
      own(2, 'Bench grinder', { bump: { count: 2, left: 3, next_at: at(5.5) } }),
      own(3, 'Hydraulic press', { status: 'completed' }),
    ];
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/users/me/products': () =>
        json(200, { data: list(), meta: { current_page: 1, last_page: 1, per_page: 20, total: 3 } }),
      'POST /api/products/1/bump': () => {
        bumped = true;
        return json(200, { data: productDetail(1, { is_mine: true, bump: list()[0]!.bump }) });
      },
    });
    await renderApp('/mypage/products/indexBySell');
    await screen.findByText('CNC lathe HL-460', undefined, SLOW);
    expect(within(row('Bench grinder')).getByRole('button', { name: 'Bump to top' })).toBeDisabled();
    expect(within(row('Bench grinder')).getByText('Next bump in 5 hours · 3 bumps left')).toBeInTheDocument();
    expect(within(row('Hydraulic press')).queryByRole('button', { name: 'Bump to top' })).toBeNull();

    const lathe = within(row('CNC lathe HL-460')).getByRole('button', { name: 'Bump to top' });
    expect(lathe).toHaveAccessibleDescription('You can bump it now. · 5 bumps left');
    await userEvent.setup().click(lathe);
    expect(await screen.findByText('Your post is back at the top of the newest list.')).toBeInTheDocument();
    expect(
      await within(row('CNC lathe HL-460')).findByText(
        /^(Next bump in 24 hours|Next bump tomorrow) · 4 bumps left$/,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/products/1/bump']);
  });
});
