import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi, type Call } from '../../test/api.ts';
import {
  clientConfig,
  inspectionRequested,
  memberUser,
  productCategories,
  productDetail,
  productSummary,
} from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const buyer = memberUser({ id: 5, nickname: 'Busan Works', language: 'en' });
const seller = memberUser({ id: 9, nickname: 'Seller', language: 'en' });
const post = productDetail(3, { title: 'Doosan lathe', inspected_on: '2026-11-20' });
const COMMON = ['exterior', 'electrical', 'controls', 'safety', 'run_test'];
const report = (fields: Record<string, unknown> = {}) => ({
  id: 4,
  product_id: 3,
  inspector: { id: 1, nickname: 'Inspector Park' },
  inspected_on: '2026-11-20',
  ratings: COMMON.map((component, index) => ({ component, rating: index === 0 ? 'fair' : 'good' })),
  notes: 'Spindle runs true; ways show light wear.',
  images: [{ id: 11, url: '/storage/images/11.webp', thumb_url: '/storage/images/11_thumb.webp' }],
  seller_response: null,
  responded_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  stale: false,
  ...fields,
});
const shown = (fields: Record<string, unknown> = {}) => ({
  report: report(fields),
  my_request: null,
  can_inspect: false,
});
/** What the product page asks besides the post: the categories and the deployment's map tiles. */
const pageCalls = {
  'GET /api/productCategories': () => json(200, { data: productCategories }),
  'GET /api/clientConfig': () => json(200, { data: clientConfig }),
};
const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

beforeEach(() => clearCookies());

describe('inspection reports', { timeout: 40_000 }, () => {
  it('shows the report: day, ratings per component, notes, photos, and that the post changed since', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: buyer }),
      'GET /api/products/3': () => json(200, { data: post }),
      'GET /api/products/3/inspection': () => json(200, { data: shown({ stale: true }) }),
    });
    await renderApp('/products/3/inspection');
    expect(await screen.findByText('Exterior and frame', {}, SLOW)).toBeInTheDocument();
    const ratings = screen.getByText('Exterior and frame').closest('dl')!;
    expect(within(ratings).getAllByText('Good')).toHaveLength(4);
    expect(within(ratings).getByText('Fair')).toBeInTheDocument();
    expect(screen.getByText(/Inspected · /u)).toBeInTheDocument();
    expect(screen.getByText('Spindle runs true; ways show light wear.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Inspection photos 1' })).toBeInTheDocument();
    expect(
      screen.getByText('This report was filed before the seller last edited the post.'),
    ).toBeInTheDocument();
    // Not the seller: no response form.
    expect(screen.queryByLabelText('Respond to the report')).toBeNull();
  });

  it('the seller responds once, and then reads the response instead of the form', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: seller }),
      'GET /api/products/3': () => json(200, { data: { ...post, is_mine: true } }),
      'GET /api/products/3/inspection': () => json(200, { data: shown() }),
      'POST /api/inspections/reports/4/response': () =>
        json(200, {
          data: shown({
            seller_response: 'The chuck was replaced since.',
            responded_at: '2026-11-21T09:00:00.000Z',
          }),
        }),
    });
    await renderApp('/products/3/inspection');
    await userEvent.type(
      await screen.findByLabelText('Respond to the report', {}, SLOW),
      'The chuck was replaced since.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('The chuck was replaced since.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Respond to the report')).toBeNull();
    expect(posts(calls, '/api/inspections/reports/4/response')).toHaveLength(1);
  });

  it('a buyer requests an inspection from the product page, once', async () => {
    const { calls } = mockApi({
      ...pageCalls,
      'GET /api/user': () => json(200, { data: buyer }),
      'GET /api/products/3': () => json(200, { data: { ...post, inspected_on: null } }),
      'POST /api/products/3/inspectionRequest': () => json(201, { data: inspectionRequested }),
    });
    await renderApp('/products/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Request an inspection' }, SLOW));
    expect(await screen.findByText(/You asked for an inspection\./u)).toBeInTheDocument();
    expect(posts(calls, '/api/products/3/inspectionRequest')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Request an inspection' })).toBeNull();
    expect(screen.getByText('No inspection report yet.')).toBeInTheDocument();
  });

  it('the buyer withdraws the request they sent and may ask again', async () => {
    const { calls } = mockApi({
      ...pageCalls,
      'GET /api/user': () => json(200, { data: buyer }),
      'GET /api/products/3': () => json(200, { data: { ...post, inspected_on: null } }),
      'POST /api/products/3/inspectionRequest': () => json(201, { data: inspectionRequested }),
      'DELETE /api/products/3/inspectionRequest': () =>
        json(200, { data: { ...inspectionRequested, my_request: null } }),
    });
    await renderApp('/products/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Request an inspection' }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw the request' }));
    expect(await screen.findByText('Inspection request withdrawn.')).toBeInTheDocument();
    expect(
      calls.filter((c) => c.method === 'DELETE' && c.path === '/api/products/3/inspectionRequest'),
    ).toHaveLength(1);
    expect(screen.queryByText(/You asked for an inspection\./u)).toBeNull();
    expect(screen.getByRole('button', { name: 'Request an inspection' })).toBeInTheDocument();
  });

  it("the report's screen offers to withdraw a request already sent", async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: buyer }),
      'GET /api/products/3': () => json(200, { data: { ...post, inspected_on: null } }),
      'GET /api/products/3/inspection': () => json(200, { data: inspectionRequested }),
      'DELETE /api/products/3/inspectionRequest': () =>
        json(200, { data: { ...inspectionRequested, my_request: null } }),
    });
    await renderApp('/products/3/inspection');
    expect(await screen.findByText(/You asked for an inspection\./u, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    expect(await screen.findByRole('button', { name: 'Request an inspection' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the 'inspected' badge with its day on the card and the page", async () => {
    mockApi({
      ...pageCalls,
      'GET /api/user': () => json(200, { data: buyer }),
      'GET /api/products/3': () =>
        json(200, {
          data: { ...post, seller_products: [productSummary(8, { inspected_on: '2026-10-02' })] },
        }),
    });
    await renderApp('/products/3');
    expect(await screen.findByText('Inspected · 11/20/2026', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Inspected · 10/02/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the inspection report' })).toHaveAttribute(
      'href',
      '/products/3/inspection',
    );
  });

  it('an inspector files a report from the queue: a rating per component, the day and notes', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: buyer }),
      'GET /api/inspections/requests': () =>
        json(200, {
          data: [
            {
              id: 6,
              product: { id: 3, title: 'Doosan lathe', thumb_url: null },
              requester: { id: 7, nickname: 'Kim' },
              checklist: COMMON,
              created_at: '2026-11-27T01:00:00.000Z',
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        }),
      'POST /api/inspections/requests/6/report': () => json(201, { data: report() }),
    });
    await renderApp('/inspections');
    await userEvent.click(await screen.findByRole('button', { name: 'Write the report' }, SLOW));
    await userEvent.selectOptions(screen.getByLabelText('Exterior and frame'), 'fair');
    await userEvent.selectOptions(screen.getByLabelText('Run test'), 'good');
    const day = screen.getByLabelText('Inspection day');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-20');
    await userEvent.type(screen.getByLabelText('Notes'), 'Runs quietly.');
    await userEvent.click(screen.getByRole('button', { name: 'File the report' }));
    await waitFor(() => expect(posts(calls, '/api/inspections/requests/6/report')).toHaveLength(1));
    const sent = posts(calls, '/api/inspections/requests/6/report')[0]!.json as Record<string, unknown>;
    expect(sent).toMatchObject({
      inspected_on: '2026-11-20',
      notes: 'Runs quietly.',
      image_ids: [],
      ratings: [
        { component: 'exterior', rating: 'fair' },
        { component: 'electrical', rating: 'not_checked' },
        { component: 'controls', rating: 'not_checked' },
        { component: 'safety', rating: 'not_checked' },
        { component: 'run_test', rating: 'good' },
      ],
    });
  });
});
