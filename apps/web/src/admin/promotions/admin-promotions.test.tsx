import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminPromotionDto } from '@steelyard/contracts';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });

function promotion(id: number, patch: Partial<AdminPromotionDto> = {}): AdminPromotionDto {
  return {
    id,
    type: 'START',
    state: 1,
    url: '/events/1',
    type_url: 1,
    img: { url: `/uploads/images/p${id}.webp` },
    image_id: 100 + id,
    position: 0,
    paused: false,
    starts_at: '2026-11-20T00:00:00.000Z',
    ends_at: '2026-12-20T00:00:00.000Z',
    countries: [],
    languages: [],
    view_count: 200,
    click_count: 9,
    click_rate: 0.045,
    created_at: '2026-11-20T00:00:00.000Z',
    ...patch,
  };
}

beforeEach(() => clearCookies());

describe('/admin/promotions', { timeout: 40_000 }, () => {
  it('lists one kind with its state, views, clicks and click rate', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/promotions': () =>
        json(200, {
          data: [promotion(7), promotion(8, { state: 3, paused: true, countries: ['JP'] })],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
        }),
    });
    await renderApp('/admin/promotions?type=START');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(screen.getByRole('heading', { name: 'Interstitial ads' })).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Ongoing')).toBeInTheDocument();
    expect(within(first).getByText('200')).toBeInTheDocument();
    expect(within(first).getByText('4.5%')).toBeInTheDocument();
    expect(within(first).getByText('Everyone')).toBeInTheDocument();
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getByText('Paused')).toBeInTheDocument();
    expect(within(second).getByText('JP')).toBeInTheDocument();
    const list = calls.find((c) => c.path === '/api/admin/promotions')!;
    expect(new URL(list.url, 'http://localhost').searchParams.get('type')).toBe('START');
  });

  it('creates one: uploads the image, sends the form, and shows the server’s field message', async () => {
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'POST /api/images': () =>
        json(201, {
          data: { id: 55, url: '/uploads/images/new.webp', thumb_url: '/uploads/images/new_t.webp' },
        }),
      'POST /api/admin/promotions': () =>
        ++attempts === 1
          ? json(422, {
              message: 'The given data was invalid.',
              errors: { url: ['An external link starts with http:// or https://.'] },
            })
          : json(201, { data: promotion(9, { type: 'POP' }) }),
      'GET /api/admin/promotions': () =>
        json(200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }),
    });
    const { history } = await renderApp('/admin/promotions/create?type=POP');
    const file = new File([new Uint8Array([1, 2, 3])], 'banner.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Choose an image', {}, SLOW), file);
    expect(await screen.findByRole('img', { name: 'Image' })).toHaveAttribute(
      'src',
      '/uploads/images/new.webp',
    );
    await userEvent.selectOptions(screen.getByLabelText('Link kind'), '2');
    await userEvent.type(screen.getByLabelText('Link'), 'https://example.com/fair');
    await userEvent.click(screen.getByLabelText('JP'));
    await userEvent.click(screen.getByRole('button', { name: 'New ad' }));
    expect(await screen.findByText('An external link starts with http:// or https://.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New ad' }));
    await screen.findByRole('heading', { name: 'Ending popup ads' }, SLOW);
    expect(history.location.search).toBe('?type=POP');
    const post = calls.filter((c) => c.path === '/api/admin/promotions' && c.method === 'POST').at(-1)!;
    const fields = fieldsOf(post);
    expect(fields).toMatchObject({
      type: 'POP',
      image_id: '55',
      url: 'https://example.com/fair',
      type_url: '2',
      paused: '0',
      'countries[]': 'JP',
    });
    expect(String(fields.starts_at)).toMatch(/Z$/);
    // The banner was cut to the ending popup's size.
    expect(fieldsOf(calls.find((c) => c.path === '/api/images')!)).toMatchObject({ promotion_type: 'POP' });
  });
  it('shows an image the server refuses under the image, and takes the next one', async () => {
    let uploads = 0;
    mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'POST /api/images': () =>
        ++uploads === 1
          ? json(422, { message: 'invalid', errors: { image: ['The file is not a supported image.'] } })
          : json(201, {
              data: { id: 56, url: '/uploads/images/ok.webp', thumb_url: '/uploads/images/ok_t.webp' },
            }),
    });
    await renderApp('/admin/promotions/create?type=POP');
    const file = new File([new Uint8Array([1, 2, 3])], 'banner.png', { type: 'image/png' });
    const pick = await screen.findByLabelText('Choose an image', {}, SLOW);
    await userEvent.upload(pick, file);
    expect(await screen.findByText('The file is not a supported image.')).toHaveClass('field__error');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.upload(pick, file);
    expect(await screen.findByRole('img', { name: 'Image' })).toHaveAttribute(
      'src',
      '/uploads/images/ok.webp',
    );
    expect(screen.queryByText('The file is not a supported image.')).toBeNull();
  });
});
