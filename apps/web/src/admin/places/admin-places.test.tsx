import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });

beforeEach(() => clearCookies());

describe('/admin/userCounties', { timeout: 40_000 }, () => {
  it('lists unknown county names with their counts and merges one into a known county', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/userCounties': () =>
        json(200, {
          data: [{ country: 'KR', city: '서울특별시', name: '강남', member_count: 3, post_count: 5 }],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        }),
      'GET /api/cities': () =>
        json(200, {
          data: [{ id: 1, country: 'KR', name: '서울특별시', counties: [{ id: 11, name: '강남구' }] }],
        }),
      'POST /api/admin/userCounties/merge': () => json(200, { data: { members: 3, posts: 5 } }),
    });
    await renderApp('/admin/userCounties');
    const table = await screen.findByRole('table', {}, SLOW);
    const row = within(table).getByText('강남').closest('tr')!;
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge “강남”' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Merge into'), '11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Moved 3 members and 5 posts.')).toBeInTheDocument();
    const merge = calls.find((c) => c.path === '/api/admin/userCounties/merge')!;
    expect(fieldsOf(merge)).toEqual({ country: 'KR', city: '서울특별시', name: '강남', county_id: '11' });
  });

  it('shows the server refusing a merge under the chosen place, and keeps the dialog open', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/userCities': () =>
        json(200, {
          data: [{ country: 'KR', city: null, name: '서울', member_count: 2, post_count: 0 }],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        }),
      'GET /api/cities': () =>
        json(200, { data: [{ id: 1, country: 'KR', name: '서울특별시', counties: [] }] }),
      'POST /api/admin/userCities/merge': () =>
        json(422, { message: 'The given data was invalid.', errors: { city_id: ['Choose a known city.'] } }),
    });
    await renderApp('/admin/userCities');
    const table = await screen.findByRole('table', {}, SLOW);
    const row = within(table).getByText('서울').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge “서울”' });
    const merge = within(dialog).getByRole('button', { name: 'Merge' });
    expect(merge).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Merge into'), '1');
    await userEvent.click(merge);
    expect(await within(dialog).findByText('Choose a known city.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Merge “서울”' })).toBeInTheDocument();
    const sent = calls.filter((c) => c.path === '/api/admin/userCities/merge');
    expect(sent).toHaveLength(1);
    expect(fieldsOf(sent[0]!)).toEqual({ country: 'KR', name: '서울', city_id: '1' });
  });
});
