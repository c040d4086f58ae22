import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MySeatDto } from '@steelyard/contracts';
import { clearCookies, fieldsOf, json, mockApi, type Call } from '../../test/api.ts';
import {
  clientConfig,
  latheTemplate,
  memberUser,
  productCategories,
  productDetail,
} from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
/** The form's lazy chunk loads on first use. */
const SLOW = { timeout: 15_000 };
const member = memberUser();
const seat: MySeatDto = {
  id: 4,
  business: { id: 2, legal_name: 'Hanil Machine Co.', owner_id: 9, owner_nickname: 'Hanil' },
  created_at: '2026-11-01T00:00:00.000Z',
};
const posted = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/products' && call.method === 'POST');

/** The post form for a member, holding the seat given (or none). */
const mockForm = (held: MySeatDto | null) =>
  mockApi({
    'GET /api/clientConfig': () => json(200, { data: clientConfig }),
    'GET /api/user': () => json(200, { data: member }),
    'GET /api/businessSeats/mine': () => json(200, { data: held }),
    'GET /api/productCategories': () => json(200, { data: productCategories }),
    'GET /api/specTemplates': () => json(200, { data: [latheTemplate] }),
    'GET /api/geocode/search': () =>
      json(200, { data: [{ name: 'Guro-gu, Seoul', lat: 37.495, lon: 126.887, country: 'KR' }] }),
    'POST /api/products': () =>
      json(201, { data: productDetail(7, { is_mine: true, posted_by: { id: member.id, nickname: 'Me' } }) }),
    'GET /api/products/7': () =>
      json(200, { data: productDetail(7, { is_mine: true, posted_by: { id: member.id, nickname: 'Me' } }) }),
  });

/** Fills what a post needs and sends it. */
async function fillAndPost() {
  await userEvent.selectOptions(screen.getByLabelText('Category'), '1');
  await userEvent.type(screen.getByLabelText('Title'), 'Hwacheon lathe');
  await userEvent.type(screen.getByLabelText('Price'), '5000000');
  await userEvent.type(screen.getByLabelText('Find a place'), 'Guro{Enter}');
  await userEvent.click(await screen.findByRole('button', { name: 'Guro-gu, Seoul' }));
  await userEvent.click(screen.getByRole('button', { name: 'Post' }));
}

beforeEach(() => {
  clearCookies();
});

describe('posting as the business (issue 30)', { timeout: 40_000 }, () => {
  it('offers a seat to post as the business, chosen at first, or as themselves', async () => {
    const { calls } = mockForm(seat);
    await renderApp('/products/create');
    const business = await screen.findByRole('radio', { name: 'Hanil Machine Co.' }, SLOW);
    expect(screen.getByRole('group', { name: 'Post as' })).toBeInTheDocument();
    expect(business).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Myself' })).not.toBeChecked();
    // Tax invoices are the business's to offer.
    expect(screen.getByLabelText('Tax invoice available')).toBeInTheDocument();
    await fillAndPost();
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(fieldsOf(posted(calls)[0]!)).toMatchObject({ title: 'Hwacheon lathe', as_business: '1' });
    expect(await screen.findByText('Posted by Me')).toBeInTheDocument();
  });

  it('sends the post as the seat’s own when they choose themselves', async () => {
    const { calls } = mockForm(seat);
    await renderApp('/products/create');
    await userEvent.click(await screen.findByRole('radio', { name: 'Myself' }, SLOW));
    expect(screen.queryByLabelText('Tax invoice available')).toBeNull();
    await fillAndPost();
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(fieldsOf(posted(calls)[0]!)).toMatchObject({ as_business: '0' });
  });

  it('asks nothing of a member without a seat', async () => {
    const { calls } = mockForm(null);
    await renderApp('/products/create');
    await screen.findByLabelText('Title', {}, SLOW);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/businessSeats/mine')).toBe(true));
    expect(screen.queryByRole('group', { name: 'Post as' })).toBeNull();
    await fillAndPost();
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(fieldsOf(posted(calls)[0]!)).not.toHaveProperty('as_business');
  });

  it('shows no choice on the edit of a business’s post', async () => {
    const { calls } = mockForm(seat);
    await renderApp('/products/create?id=7');
    await screen.findByRole('button', { name: 'Save changes' }, SLOW);
    expect(screen.queryByRole('group', { name: 'Post as' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/businessSeats/mine')).toBe(false);
  });
});
