import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, emptyCursorPage, json, mockApi, type Call, type Handler } from '../../test/api.ts';
import { latheTemplate } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const listQuery = (call: Call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

beforeEach(() => clearCookies());

/** The list screen's calls: categories, regions, the machine kinds and the list (`products` answers it). */
const browseApi = (products: Handler = () => json(200, emptyCursorPage)) =>
  mockApi({
    'GET /api/productCategories': () => json(200, { data: [] }),
    'GET /api/cities': () => json(200, { data: [] }),
    'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
    'GET /api/products': products,
  });

/** Opens the sheet from the list's Filters button. */
async function openSheet() {
  await userEvent.click(await screen.findByRole('button', { name: /Filters/ }, SLOW));
  return screen.findByRole('dialog', { name: 'Filters' }, SLOW);
}

describe('the browse filter sheet (URL ↔ form)', { timeout: 40_000 }, () => {
  it('opens with the URL’s filters, applies the form to the URL and the list, and resets', async () => {
    const { calls } = browseApi();
    // A year the server would refuse is left out; the others are read as the server reads them.
    const { history } = await renderApp('/products?type=share&min_price=1000&sort=popular&year_from=abc');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/products')).toBe(true));
    expect(listQuery(calls.find((c) => c.path === '/api/products')!)).toMatchObject({
      type: 'share',
      min_price: '1000',
      sort: 'popular',
    });
    expect(listQuery(calls.find((c) => c.path === '/api/products')!)).not.toHaveProperty('year_from');

    const sheet = await openSheet();
    expect(within(sheet).getByRole('radio', { name: 'Sharing' })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Popular' })).toBeChecked();
    expect(within(sheet).getByLabelText('Minimum price')).toHaveValue('1000');
    expect(within(sheet).getByLabelText('Built from')).toHaveValue('');

    await userEvent.type(within(sheet).getByLabelText('Maximum price'), '5,000원');
    await userEvent.click(within(sheet).getByRole('radio', { name: 'A' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
      type: 'share',
      sort: 'popular',
      min_price: '1000',
      max_price: '5000',
      condition_grade: 'A',
    });
    await waitFor(() =>
      expect(listQuery(calls.at(-1)!)).toMatchObject({ max_price: '5000', condition_grade: 'A' }),
    );

    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(again).getByRole('button', { name: 'Reset' }));
    expect(within(again).getByLabelText('Minimum price')).toHaveValue('');
    await userEvent.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    browseApi();
    await renderApp('/products');
    const open = await screen.findByRole('button', { name: /Filters/ }, SLOW);
    await userEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, SLOW);
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });

  it('filters by a kind’s main figure and the specs, counts the matches, and removes a filter by its chip', async () => {
    const { calls } = browseApi(({ url }) => {
      const counted = new URL(url, 'http://localhost').searchParams.get('count') === '1';
      return json(200, {
        ...emptyCursorPage,
        meta: { ...emptyCursorPage.meta, ...(counted ? { matches: { count: 1240, capped: false } } : {}) },
      });
    });
    const { history } = await renderApp('/products');
    const sheet = await openSheet();
    // The main figure's range appears once a kind is chosen, named with its unit.
    expect(within(sheet).queryByRole('group', { name: 'Swing over bed (mm)' })).toBeNull();
    await userEvent.selectOptions(await within(sheet).findByLabelText('Machine kind', {}, SLOW), 'Lathe');
    const swing = within(sheet).getByRole('group', { name: 'Swing over bed (mm)' });
    await userEvent.type(within(swing).getByLabelText('Min'), '500');
    await userEvent.type(within(sheet).getByLabelText('Built from'), '2012');
    await userEvent.type(
      within(within(sheet).getByRole('group', { name: 'Power (kW)' })).getByLabelText('Max'),
      '18,5',
    );
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Working' }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Loading on site' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
      kind: 'lathe',
      main_from: '500',
      year_from: '2012',
      power_to: '18.5',
      working: 'working',
      loading: '1',
    });
    // The list asks for exactly those filters, and its first page for the count.
    await waitFor(() =>
      expect(listQuery(calls.filter((c) => c.path === '/api/products').at(-1)!)).toEqual({
        cursor: '',
        per_page: '20',
        count: '1',
        kind: 'lathe',
        main_from: '500',
        year_from: '2012',
        power_to: '18.5',
        working: 'working',
        loading: '1',
      }),
    );
    expect(await screen.findByText('1,240 machines')).toBeVisible();
    const applied = screen.getByRole('list', { name: 'Applied filters' });
    expect(
      within(applied)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Lathe',
      'Swing over bed ≥ 500 mm',
      'Year ≥ 2012',
      'Power (kW) ≤ 18.5',
      'Working',
      'Loading on site',
      'Reset',
    ]);

    // Removing the kind removes its main figure too; the rest stay, and the back button returns.
    await userEvent.click(within(applied).getByRole('button', { name: 'Remove filter: Lathe' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
        year_from: '2012',
        power_to: '18.5',
        working: 'working',
        loading: '1',
      }),
    );
    act(() => history.go(-1));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('main_from')).toBe('500'));
    await userEvent.click(
      within(screen.getByRole('list', { name: 'Applied filters' })).getByRole('button', { name: 'Reset' }),
    );
    await waitFor(() => expect(history.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
  });

  it('sorts by a kind’s figures once a kind is chosen; the sort goes with the kind', async () => {
    const { calls } = browseApi();
    const { history } = await renderApp('/products');
    const sheet = await openSheet();
    expect(within(sheet).queryByRole('group', { name: 'Sort by figures' })).toBeNull();
    await userEvent.selectOptions(await within(sheet).findByLabelText('Machine kind', {}, SLOW), 'Lathe');
    const figures = within(sheet).getByRole('group', { name: 'Sort by figures' });
    expect(
      within(figures)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Newest build first', 'Fewest hours first', 'Swing over bed: largest first']);
    await userEvent.click(within(figures).getByRole('radio', { name: 'Swing over bed: largest first' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
        kind: 'lathe',
        sort: 'main',
      }),
    );
    await waitFor(() =>
      expect(listQuery(calls.filter((c) => c.path === '/api/products').at(-1)!)).toMatchObject({
        kind: 'lathe',
        sort: 'main',
      }),
    );
    const applied = screen.getByRole('list', { name: 'Applied filters' });
    await userEvent.click(within(applied).getByRole('button', { name: 'Remove filter: Lathe' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('leaves out the main figure’s sort without a kind', async () => {
    const { calls } = browseApi();
    await renderApp('/products?sort=main&year_from=2012');
    await waitFor(() =>
      expect(listQuery(calls.filter((c) => c.path === '/api/products').at(-1)!)).toEqual({
        cursor: '',
        per_page: '20',
        count: '1',
        year_from: '2012',
      }),
    );
  });

  it('counts in the reader’s language, with “10,000+” past the cap', async () => {
    mockApi({
      'GET /api/productCategories': () => json(200, { data: [] }),
      'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
      'GET /api/products': () =>
        json(200, {
          ...emptyCursorPage,
          meta: { ...emptyCursorPage.meta, matches: { count: 10_000, capped: true } },
        }),
    });
    await renderApp('/products?kind=lathe&main_from=500', { language: 'ko' });
    expect(await screen.findByText('기계 10,000대 이상', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('button', { name: '필터 해제: 베드 위 스윙 ≥ 500 mm' })).toBeVisible();
  });
});

describe('the seller filter (issue 30)', { timeout: 40_000 }, () => {
  it('reads seller= from the URL, sets it from the sheet, and shows it as a chip', async () => {
    const { calls } = browseApi();
    const { history } = await renderApp('/products?seller=private');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/products')).toBe(true));
    expect(listQuery(calls.find((c) => c.path === '/api/products')!)).toMatchObject({ seller: 'private' });
    expect(await screen.findByText('Private sellers', {}, SLOW)).toBeInTheDocument();

    const sheet = await openSheet();
    expect(within(sheet).getByRole('radio', { name: 'Private sellers' })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Verified businesses' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(history.location.search).toBe('?seller=business'));
    await waitFor(() => expect(listQuery(calls.at(-1)!)).toMatchObject({ seller: 'business' }));
  });

  it('leaves out a seller kind the server would refuse', async () => {
    const { calls } = browseApi();
    await renderApp('/products?seller=dealer');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/products')).toBe(true));
    expect(listQuery(calls.find((c) => c.path === '/api/products')!)).not.toHaveProperty('seller');
  });
});
