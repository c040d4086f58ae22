import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceRequestDto } from '@steelyard/contracts';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { chatRoom, clientConfig, memberUser } from '../../test/fixtures.ts';
import { filterNear } from '../../test/near-filter.ts';
import { renderApp } from '../../test/render-app.tsx';
import { requestViewer, serviceQuote, serviceRequestDetail } from '../../test/service-fixtures.ts';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const sent = (calls: Call[], path: string, method = 'POST') =>
  calls.filter((call) => call.path === path && call.method === method);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const request = serviceRequestDetail;
const quote = serviceQuote;

/** The room the chat buttons open, as the server answers it for a request. */
const requestRoom = (id: number, nickname: string) =>
  chatRoom({
    id,
    subject: {
      kind: 'drawing_request',
      id: 7,
      title: 'Flange adapter',
      path: '/drawingRequests/7',
      thumb_url: null,
      available: true,
    },
    product: null,
    other: { id: 11, nickname, profile_image_url: null, city: null, county: null },
    role: 'seller',
    created_at: '2026-11-21T10:00:00.000Z',
  });
const roomRoutes = (id: number, nickname: string) => ({
  [`GET /api/chats/${id}`]: () => json(200, { data: requestRoom(id, nickname) }),
  [`GET /api/chats/${id}/messages`]: () => json(200, { data: [], meta: { per_page: 30, next_cursor: null } }),
  'GET /api/clientConfig': () => json(200, { data: clientConfig }),
});

beforeEach(() => clearCookies());

describe('drawing requests', { timeout: 40_000 }, () => {
  it('posts a request with a PDF and a DXF after the form’s own checks, and opens it', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'POST /api/drawingRequests': () => json(201, { data: request(7) }),
      'GET /api/cities': () =>
        json(200, { data: [{ id: 1, name: 'Gyeonggi', counties: [{ id: 2, name: 'Suwon' }] }] }),
      'GET /api/drawingRequests/7/quotes': () => json(200, { data: [] }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    });
    await renderApp('/drawingRequests/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Post' }, SLOW));
    expect(await screen.findByText('Please choose the process.')).toBeInTheDocument();
    expect(screen.getByText('Please attach at least one drawing.')).toBeInTheDocument();
    expect(sent(calls, '/api/drawingRequests')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Part name'), 'Flange adapter');
    await userEvent.selectOptions(screen.getByLabelText('Process'), 'milling');
    await userEvent.type(screen.getByLabelText('What you need'), 'Aluminium flange.');
    await userEvent.type(screen.getByLabelText('Quantity'), '20');
    await userEvent.type(screen.getByLabelText('Quotes until'), day(7));
    await userEvent.type(screen.getByLabelText('Deadline'), day(30));
    // The area from the country's lists, as in every other form (issue 23 §8).
    const province = screen.getByRole('combobox', { name: 'Province / state' });
    await waitFor(() => expect(province).toBeEnabled());
    await userEvent.selectOptions(province, 'Gyeonggi');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City / district' }), 'Suwon');
    await userEvent.upload(screen.getByLabelText(/^Drawings/u), [
      new File(['%PDF-1.7'], 'flange.pdf'),
      new File(['0\nSECTION\n'], 'flange.dxf'),
    ]);
    expect(screen.getByText('flange.dxf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByRole('heading', { name: 'Flange adapter' })).toBeInTheDocument();
    const body = sent(calls, '/api/drawingRequests')[0]!;
    expect(fieldsOf(body)).toMatchObject({
      title: 'Flange adapter',
      process: 'milling',
      quantity: '20',
      city: 'Gyeonggi',
      county: 'Suwon',
    });
    // jsdom's request body keeps the files but not their names (a browser sends them).
    expect(body.body?.getAll('files[]')).toHaveLength(2);
  });

  it('shows the quotes side by side to the requester, who awards one after confirming', async () => {
    let awarded = false;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/drawingRequests/7': () =>
        json(200, { data: request(7, awarded ? { status: 'awarded', awarded_quote_id: 1 } : {}) }),
      'GET /api/drawingRequests/7/quotes': () =>
        json(200, {
          data: [
            quote(1, 'Busan CNC', 800_000, awarded ? 'awarded' : 'submitted'),
            quote(2, 'Ansan Works', 900_000),
          ],
        }),
      'POST /api/drawingRequests/7/award': () => {
        awarded = true;
        return json(200, { data: request(7, { status: 'awarded', awarded_quote_id: 1 }) });
      },
    });
    await renderApp('/drawingRequests/7');
    const quotes = await screen.findByRole('region', { name: 'Quotes' }, SLOW);
    expect(await within(quotes).findByText('Busan CNC')).toBeInTheDocument();
    expect(within(quotes).getByText('Ansan Works')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'flange.pdf' })).toHaveAttribute(
      'href',
      '/api/drawingRequests/7/files/3',
    );

    await userEvent.click(within(quotes).getAllByRole('button', { name: 'Choose this quote' })[0]!);
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Choose Busan CNC’s quote? The others will be told.'.replace('’', "'")),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose this quote' }));
    await waitFor(() => expect(sent(calls, '/api/drawingRequests/7/award')).toHaveLength(1));
    expect(fieldsOf(sent(calls, '/api/drawingRequests/7/award')[0]!)).toEqual({ quote_id: '1' });
    expect(await screen.findByText('The quote is chosen.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start production' })).toBeInTheDocument();
  });

  it('shows a Japanese request’s budget and quotes in yen, and names the yen beside the quote’s price', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/drawingRequests/7': () => json(200, { data: request(7, { country: 'JP', budget: 500_000 }) }),
      'GET /api/drawingRequests/7/quotes': () =>
        json(200, { data: [quote(1, 'Osaka Seiki', 480_000), quote(2, 'Busan CNC', 490_000)] }),
    });
    await renderApp('/drawingRequests/7');
    expect(await screen.findByText('¥500,000', {}, SLOW)).toBeInTheDocument();
    const quotes = await screen.findByRole('region', { name: 'Quotes' });
    expect(await within(quotes).findByText('¥480,000')).toBeInTheDocument();
    expect(within(quotes).getByText('¥490,000')).toBeInTheDocument();
    expect(screen.queryByText(/₩/u)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/drawingRequests/7/quotes')).toBe(true);
  });

  it('names a Japanese member’s currency beside a new request’s budget', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser({ country: 'JP' }) }),
      'GET /api/cities': () =>
        json(200, { data: [{ id: 1, name: 'Gyeonggi', counties: [{ id: 2, name: 'Suwon' }] }] }),
      'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    });
    await renderApp('/drawingRequests/create');
    expect(await screen.findByLabelText('Budget (optional) · JPY (¥)', {}, SLOW)).toBeInTheDocument();
  });

  it('names the request’s currency beside a supplier’s quote price', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/drawingRequests/7': () =>
        json(200, {
          data: request(7, {
            country: 'JP',
            viewer: requestViewer({ is_owner: false, can_quote: true }),
          }),
        }),
    });
    await renderApp('/drawingRequests/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a quote' }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: 'Send a quote' });
    expect(within(sheet).getByLabelText('Price · JPY (¥)')).toBeInTheDocument();
  });

  it('keeps confidential drawings closed until the supplier accepts the terms, then sends a quote', async () => {
    let accepted = false;
    const supplierView = () =>
      request(7, {
        is_confidential: true,
        terms: 'Do not share.',
        files: [
          {
            id: 3,
            filename: 'flange.pdf',
            format: 'pdf',
            size: 100,
            url: accepted ? '/api/drawingRequests/7/files/3' : null,
          },
        ],
        viewer: requestViewer({
          is_owner: false,
          accepted_terms: accepted,
          can_read_files: accepted,
          can_quote: true,
        }),
      });
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/drawingRequests/7': () => json(200, { data: supplierView() }),
      'POST /api/drawingRequests/7/terms': () => {
        accepted = true;
        return json(200, { data: supplierView() });
      },
      'POST /api/drawingRequests/7/quotes': () => json(201, { data: quote(5, 'Me', 750_000) }),
    });
    await renderApp('/drawingRequests/7');
    expect(await screen.findByText('Do not share.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'flange.pdf' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept and open' }));
    expect(await screen.findByRole('link', { name: 'flange.pdf' })).toBeInTheDocument();
    expect(sent(calls, '/api/drawingRequests/7/terms')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Send a quote' }));
    const sheet = await screen.findByRole('dialog', { name: 'Send a quote' });
    await userEvent.type(within(sheet).getByLabelText('Price · KRW (₩)'), '750000');
    await userEvent.type(within(sheet).getByLabelText('Lead time (days)'), '12');
    await userEvent.type(within(sheet).getByLabelText('Valid until'), day(10));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send a quote' }));
    expect(await screen.findByText('Your quote is sent.')).toBeInTheDocument();
    expect(fieldsOf(sent(calls, '/api/drawingRequests/7/quotes')[0]!)).toMatchObject({
      price: '750000',
      lead_days: '12',
      valid_until: day(10),
    });
  });

  it('lists production notices with the same screen, filtered through the URL', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/bigNotices': () =>
        json(200, {
          data: [
            request(9, {
              kind: 'production',
              title: 'Bracket run',
              process: null,
              status: 'open',
              quote_count: 0,
            }),
          ],
          meta: { per_page: 20, next_cursor: null },
        }),
    });
    await renderApp('/bigNotices');
    expect(await screen.findByText('Bracket run', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bracket run/u })).toHaveAttribute('href', '/bigNotices/9');
    expect(screen.queryByLabelText('Process')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'My requests' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/bigNotices' && call.url.includes('scope=mine'))).toBe(
        true,
      ),
    );
  });

  it('finds production notices within a radius of a place, nearest first, each saying how far', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/bigNotices': (call) =>
        json(200, {
          data: [
            request(9, {
              kind: 'production',
              title: 'Bracket run',
              process: null,
              ...(call.url.includes('near=') ? { distance_km: 3.5 } : {}),
            }),
          ],
          meta: { per_page: 20, next_cursor: null },
        }),
      'GET /api/geocode/search': () =>
        json(200, { data: [{ name: 'Ansan-si', lat: 37.32195, lon: 126.83088, country: 'KR' }] }),
    });
    const { history } = await renderApp('/bigNotices');
    await filterNear(history, calls, {
      search: 'Ansan',
      place: 'Ansan-si',
      near: '37.3220,126.8309',
      km: 30,
    });
    expect(await screen.findByText(/^3\.5 km · /)).toBeInTheDocument();
  });

  it('lets the requester chat with each supplier and, after the award, with the winner by name', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/drawingRequests/7': () =>
        json(200, { data: request(7, { status: 'awarded', awarded_quote_id: 1 }) }),
      'GET /api/drawingRequests/7/quotes': () =>
        json(200, {
          data: [quote(1, 'Busan CNC', 800_000, 'awarded'), quote(2, 'Ansan Works', 900_000, 'declined')],
        }),
      'POST /api/chats': () => json(201, { data: requestRoom(40, 'Busan CNC') }),
      ...roomRoutes(40, 'Busan CNC'),
    });
    const { history } = await renderApp('/drawingRequests/7');
    const quotes = await screen.findByRole('region', { name: 'Quotes' }, SLOW);
    expect(await within(quotes).findByRole('button', { name: 'Chat · Ansan Works' })).toBeInTheDocument();
    // The requester never asks about their own request.
    expect(screen.queryByRole('button', { name: 'Ask in chat' })).not.toBeInTheDocument();
    await userEvent.click(within(quotes).getByRole('button', { name: 'Chat with Busan CNC' }));
    await waitFor(() => expect(sent(calls, '/api/chats')).toHaveLength(1));
    expect(fieldsOf(sent(calls, '/api/chats')[0]!)).toEqual({ service_request_id: '7', supplier_id: '11' });
    await waitFor(() => expect(history.location.pathname).toBe('/chats/40'));
    // The room shows what it is about and links back to it.
    const kind = await screen.findByText('Drawing request', {}, SLOW);
    expect(kind.closest('a')).toHaveAttribute('href', '/drawingRequests/7');
    expect(kind.closest('a')).toHaveTextContent('Flange adapter');
  });

  it('lets another member ask about a request in a chat; not once it is closed', async () => {
    let status: ServiceRequestDto['status'] = 'quoting';
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/drawingRequests/7': () =>
        json(200, {
          data: request(7, {
            status,
            viewer: requestViewer({ is_owner: false, can_quote: true }),
          }),
        }),
      'POST /api/chats': () => json(201, { data: requestRoom(41, 'Requester') }),
      ...roomRoutes(41, 'Requester'),
    });
    const { unmount, history } = await renderApp('/drawingRequests/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask in chat' }, SLOW));
    await waitFor(() => expect(sent(calls, '/api/chats')).toHaveLength(1));
    expect(fieldsOf(sent(calls, '/api/chats')[0]!)).toEqual({ service_request_id: '7' });
    await waitFor(() => expect(history.location.pathname).toBe('/chats/41'));
    expect(await screen.findByText('Drawing request', {}, SLOW)).toBeInTheDocument();
    unmount();

    status = 'closed';
    await renderApp('/drawingRequests/7');
    expect(await screen.findByRole('heading', { name: 'Flange adapter' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask in chat' })).not.toBeInTheDocument();
  });

  it('offers "Write a review" to a party of a delivered request', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/drawingRequests/7': () =>
        json(200, {
          data: request(7, {
            status: 'delivered',
            viewer: requestViewer({ can_review: true }),
          }),
        }),
      'GET /api/drawingRequests/7/quotes': () => json(200, { data: [] }),
    });
    await renderApp('/drawingRequests/7');
    expect(await screen.findByRole('link', { name: 'Write a review' }, SLOW)).toHaveAttribute(
      'href',
      '/reviews/create?service_request_id=7',
    );
  });
});
