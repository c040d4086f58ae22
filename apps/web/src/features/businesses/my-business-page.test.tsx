import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const sent = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/businesses/mine' && call.method === 'POST');
const business = (fields: Record<string, unknown> = {}) => ({
  id: 3,
  country: 'KR',
  legal_name: '삼성전자(주)',
  registration_number: '1248100998',
  representative: '전영현',
  address: '경기도 수원시 영통구 삼성로 129',
  proof: { name: 'registration.pdf', format: 'pdf', size: 1200, url: '/api/businesses/3/proof' },
  status: 'pending',
  refusal_reason: null,
  submitted_at: '2026-11-28T01:00:00.000Z',
  reviewed_at: null,
  ...fields,
});

beforeEach(() => clearCookies());

describe('/mypage/business', { timeout: 40_000 }, () => {
  it("refuses a number that fails the country's check before asking, then submits with the proof", async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/businessSeats/mine': () => json(200, { data: null }),
      'GET /api/businesses/mine': () => json(200, { data: null }),
      'POST /api/businesses/mine': () => json(200, { data: business() }),
    });
    await renderApp('/mypage/business');
    expect(await screen.findByText(/verified business' badge/u, {}, SLOW)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Country of registration'), 'KR');
    await userEvent.type(screen.getByLabelText('Legal name'), '삼성전자(주)');
    await userEvent.type(screen.getByLabelText('Registration number'), '124-81-00999');
    await userEvent.type(screen.getByLabelText('Representative'), '전영현');
    await userEvent.type(screen.getByLabelText('Registered address'), '경기도 수원시 영통구 삼성로 129');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(
      await screen.findByText('This number does not exist: please check each digit.'),
    ).toBeInTheDocument();
    expect(sent(calls)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Registration number'));
    await userEvent.type(screen.getByLabelText('Registration number'), '124-81-00998');
    const proof = new File(['%PDF-1.4'], 'registration.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Proof of registration (PDF or photo)'), proof);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    const [call] = sent(calls);
    expect(fieldsOf(call!)).toMatchObject({
      country: 'KR',
      registration_number: '124-81-00998',
      legal_name: '삼성전자(주)',
    });
    expect(call!.body?.getAll('proof')).toHaveLength(1);
  });

  it('shows a refusal with its reason and a link to the proof', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/businessSeats/mine': () => json(200, { data: null }),
      'GET /api/businesses/mine': () =>
        json(200, { data: business({ status: 'refused', refusal_reason: 'The scan is unreadable.' }) }),
    });
    await renderApp('/mypage/business');
    expect(await screen.findByText('Not verified', {}, SLOW)).toBeInTheDocument();
    expect(
      screen.getByText('Reason: The scan is unreadable. Correct the details and submit again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the proof' })).toHaveAttribute(
      'href',
      '/api/businesses/3/proof',
    );
  });

  it('shows the verified state and what an edit would do', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/businessSeats/mine': () => json(200, { data: null }),
      'GET /api/businesses/mine': () => json(200, { data: business({ status: 'verified' }) }),
      'GET /api/businesses/mine/seats': () => json(200, { data: { seats: [], invitations: [] } }),
    });
    await renderApp('/mypage/business');
    expect(await screen.findByText('Verified business', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Legal name')).toHaveValue('삼성전자(주)'));
    expect(screen.getByText(/sends the business back for review/u)).toBeInTheDocument();
  });

  it('lets a verified business invite by email and remove a seat after confirming', async () => {
    let seats = {
      seats: [{ id: 4, user: { id: 12, nickname: 'Lathe Park' }, created_at: '2026-11-28T01:00:00.000Z' }],
      invitations: [] as unknown[],
    };
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/businessSeats/mine': () => json(200, { data: null }),
      'GET /api/businesses/mine': () => json(200, { data: business({ status: 'verified' }) }),
      'GET /api/businesses/mine/seats': () => json(200, { data: seats }),
      'POST /api/businesses/mine/seatInvitations': () => {
        const invitation = {
          id: 9,
          email: 'kim@example.com',
          created_at: '2026-11-28T02:00:00.000Z',
          expires_at: '2026-12-05T02:00:00.000Z',
        };
        seats = { ...seats, invitations: [invitation] };
        return json(201, { data: invitation });
      },
      'DELETE /api/businesses/mine/seats/4': () => {
        seats = { ...seats, seats: [] };
        return new Response(null, { status: 204 });
      },
    });
    await renderApp('/mypage/business');
    expect(await screen.findByText('Lathe Park', {}, SLOW)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Staff email'), 'kim@');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText('Staff email'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const waiting = await screen.findByRole('list', { name: 'Invitations waiting' });
    expect(waiting).toHaveTextContent('kim@example.com');
    expect(fieldsOf(calls.find((c) => c.method === 'POST')!)).toEqual({ email: 'kim@example.com' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove seat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove seat' });
    expect(dialog).toHaveTextContent('Remove Lathe Park’s seat now?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove seat' }));
    expect(await screen.findByText('No seats yet.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/businesses/mine/seats/4')).toBe(true);
  });

  it('joins a business with the mailed code, shows the server’s refusal under the code, and leaves', async () => {
    let seat: unknown = null;
    mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
      'GET /api/businesses/mine': () => json(200, { data: null }),
      'GET /api/businessSeats/mine': () => json(200, { data: seat }),
      'POST /api/businessSeats': (call) => {
        if (fieldsOf(call).code !== 'K7M2P9QX')
          return json(422, {
            message: 'The given data was invalid.',
            errors: { code: ['This invitation code is wrong or has expired.'] },
          });
        seat = {
          id: 5,
          business: { id: 3, legal_name: 'Hanil Machine Tools', owner: { id: 2, nickname: 'Lathe Master' } },
          created_at: '2026-11-28T02:00:00.000Z',
        };
        return json(201, { data: seat });
      },
      'DELETE /api/businessSeats/mine': () => {
        seat = null;
        return new Response(null, { status: 204 });
      },
    });
    await renderApp('/mypage/business');
    await userEvent.type(await screen.findByLabelText('Invitation code', {}, SLOW), 'WRONG123');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This invitation code is wrong or has expired.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Invitation code'));
    await userEvent.type(screen.getByLabelText('Invitation code'), 'K7M2P9QX');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText('You hold a seat of Hanil Machine Tools (Lathe Master).'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the seat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the seat' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the seat' }));
    expect(await screen.findByLabelText('Invitation code')).toBeInTheDocument();
  });
});
