import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductSummaryDto } from '@steelyard/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi, type Call } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { memberUser, productSummary } from '../../test/fixtures.ts';

const member = memberUser();
/** The lazy screen module loads on first use; the shared test machine can be slow. */
const SLOW = { timeout: 15_000 };

/** A completed purchase row. */
const bought = (id: number, title: string) => productSummary(id, { title, status: 'completed' });

/** The purchase history's answers by tab and cursor, as the server pages them. */
function purchases(call: Call) {
  const query = new URL(call.url, 'http://localhost').searchParams;
  const page = (data: ProductSummaryDto[], next: string | null = null) =>
    json(200, { data, meta: { per_page: 20, next_cursor: next } });
  const wanted = productSummary(3, { title: 'Wanted: spindle motor', type: 'wanted', status: 'trading' });
  switch (`${query.get('tab')} ${query.get('cursor') ?? ''}`) {
    case 'all ':
      return page([wanted, bought(2, 'CNC lathe HL-460')], 'next-page');
    case 'all next-page':
      return page([bought(1, 'Bench grinder')]);
    case 'trading ':
      return page([wanted]);
    default:
      return page([]);
  }
}

describe('/mypage/products/indexByBuy', { timeout: 30_000 }, () => {
  beforeEach(() => clearCookies());

  it('shows the purchases by tab, keeps the tab in the URL and pages by cursor', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/users/me/purchases': purchases,
    });
    const { history } = await renderApp('/mypage/products/indexByBuy');
    expect(await screen.findByText('CNC lathe HL-460', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    // A wanted post under way carries the spec's buyer-side label.
    expect(screen.getAllByText('Purchasing').length).toBe(2);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bench grinder')).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/users/me/purchases').map((c) => c.url);
    expect(asked).toEqual([
      '/api/users/me/purchases?tab=all&per_page=20',
      '/api/users/me/purchases?tab=all&cursor=next-page&per_page=20',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Purchasing' }));
    await waitFor(() => expect(history.location.search).toBe('?tab=trading'));
    expect(screen.getByRole('tab', { name: 'Purchasing' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Wanted: spindle motor')).toBeInTheDocument();
    expect(screen.queryByText('CNC lathe HL-460')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Purchased' }));
    expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
    expect(history.location.search).toBe('?tab=completed');
  });

  it('opens on the tab of the URL; an unknown tab is the first one', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/users/me/purchases': purchases,
    });
    const first = await renderApp('/mypage/products/indexByBuy?tab=trading');
    expect(await screen.findByText('Wanted: spindle motor', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Purchasing' })).toHaveAttribute('aria-selected', 'true');
    first.unmount();

    await renderApp('/mypage/products/indexByBuy?tab=bogus');
    expect(await screen.findByText('CNC lathe HL-460', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });
});
