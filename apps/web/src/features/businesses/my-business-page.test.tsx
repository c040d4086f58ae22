import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import { businessDto, memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const sent = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/businesses/mine' && call.method === 'POST');
const business = (fields: Record<string, unknown> = {}) => businessDto(fields);

beforeEach(() => clearCookies());

describe('/mypage/business', { timeout: 40_000 }, () => {
  it("refuses a number that fails the country's check before asking, then submits with the proof", async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: memberUser() }),
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
      'GET /api/businesses/mine': () => json(200, { data: business({ status: 'verified' }) }),
      // A verified business has seats (business-seats.test.tsx).
      'GET /api/businesses/mine/seats': () =>
        json(200, { data: { seats_max: 5, seats: [], invitations: [] } }),
    });
    await renderApp('/mypage/business');
    expect(await screen.findByText('Verified business', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Legal name')).toHaveValue('삼성전자(주)'));
    expect(screen.getByText(/sends the business back for review/u)).toBeInTheDocument();
  });
});
