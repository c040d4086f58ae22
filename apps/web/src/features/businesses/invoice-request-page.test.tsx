import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { memberUser, productDetail } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const buyer = memberUser({ id: 5, nickname: 'Busan Works' });
const seller = memberUser({ id: 2, nickname: 'Lathe Shop' });
/** Post 9, sold by a verified business (member 2) to member 5. */
const sold = productDetail(9, {
  title: 'Doosan lathe',
  status: 'completed',
  buyer: { id: 5, nickname: 'Busan Works', profile_image_url: null, city: null, county: null },
});
sold.user = { ...sold.user, id: 2 };
sold.seller = { ...sold.seller, id: 2, business_verified: true };
const request = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  product_id: 9,
  buyer_id: 5,
  seller_id: 2,
  country: 'KR',
  legal_name: '엘지전자(주)',
  registration_number: '1078614075',
  representative: '조주완',
  address: '서울특별시 영등포구 여의대로 128',
  email: 'tax@lge.example',
  created_at: '2026-11-28T01:00:00.000Z',
  updated_at: '2026-11-28T01:00:00.000Z',
  issued_at: null,
  ...fields,
});

beforeEach(() => clearCookies());

describe('/products/{id}/invoice', { timeout: 40_000 }, () => {
  it('the buyer checks the number before sending, then sends the details and sees the request waiting', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: buyer }),
      'GET /api/products/9': () => json(200, { data: sold }),
      'GET /api/products/9/invoiceRequest': () => json(200, { data: null }),
      'GET /api/businesses/mine': () => json(200, { data: null }),
      'POST /api/products/9/invoiceRequest': () => json(201, { data: request() }),
    });
    await renderApp('/products/9/invoice');
    expect(await screen.findByText(/the seller issues the tax invoice/u, {}, SLOW)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Legal name'), '엘지전자(주)');
    await userEvent.type(screen.getByLabelText('Registration number'), '107-86-14076');
    await userEvent.type(screen.getByLabelText('Representative'), '조주완');
    await userEvent.type(screen.getByLabelText('Registered address'), '서울특별시 영등포구 여의대로 128');
    await userEvent.type(screen.getByLabelText('Email for the invoice'), 'tax@lge.example');
    await userEvent.click(screen.getByRole('button', { name: 'Request the tax invoice' }));
    expect(
      await screen.findByText('This number does not exist: please check each digit.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Registration number'));
    await userEvent.type(screen.getByLabelText('Registration number'), '107-86-14075');
    await userEvent.click(screen.getByRole('button', { name: 'Request the tax invoice' }));
    expect(await screen.findByText(/waiting for the seller/u)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(fieldsOf(post)).toMatchObject({
      country: 'KR',
      registration_number: '107-86-14075',
      email: 'tax@lge.example',
    });
    expect(screen.getByRole('button', { name: 'Update the request' })).toBeInTheDocument();
  });

  it('the seller reads the buyer’s details and marks the invoice issued', async () => {
    let issued: string | null = null;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: seller }),
      'GET /api/products/9': () => json(200, { data: { ...sold, is_mine: true } }),
      'GET /api/products/9/invoiceRequest': () => json(200, { data: request({ issued_at: issued }) }),
      'PATCH /api/products/9/invoiceRequest': () => {
        issued = '2026-11-29T01:00:00.000Z';
        return json(200, { data: request({ issued_at: issued }) });
      },
    });
    await renderApp('/products/9/invoice');
    expect(await screen.findByText('엘지전자(주)', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('107-86-14075')).toBeInTheDocument();
    expect(screen.getByText('tax@lge.example')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as issued' }));
    expect(await screen.findByText(/The seller issued it on/u)).toBeInTheDocument();
    await waitFor(() =>
      expect(fieldsOf(calls.find((c) => c.method === 'PATCH')!)).toMatchObject({ issued: '1' }),
    );
    expect(screen.getByRole('button', { name: 'Not issued yet' })).toBeInTheDocument();
  });
});
