import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { memberUser } from '../../test/fixtures.ts';

const member = memberUser();
const followed = (alerts: boolean) => ({
  id: 7,
  nickname: 'Lathe Shop',
  profile_image_url: null,
  city: '부산광역시',
  county: '해운대구',
  alerts,
});
const page = (data: unknown[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
});
const slow = { timeout: 15_000 };

beforeEach(() => clearCookies());

describe('/likes, members', { timeout: 40_000 }, () => {
  it('lists followed members with their bell; a refused switch goes back', async () => {
    let alerts = true;
    let refuse = false;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/likes': ({ url }) => json(200, page(url.includes('type=user') ? [followed(alerts)] : [])),
      'PATCH /api/likes/users/7': ({ body }) => {
        if (refuse) return json(500, { message: 'A problem occurred.' });
        alerts = body?.get('alerts') === '1';
        return json(200, { data: { user_id: 7, alerts } });
      },
    });
    await renderApp('/likes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Members' }, slow));
    const stop = await screen.findByRole('button', { name: 'Stop new-post alerts from Lathe Shop' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    await user.click(stop);
    const get = await screen.findByRole('button', { name: 'Get new-post alerts from Lathe Shop' });
    expect(get).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((c) => c.path === '/api/likes/users/7').map((c) => c.body?.get('alerts'))).toEqual([
      '0',
    ]);

    refuse = true;
    await user.click(get);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/likes/users/7')).toHaveLength(2));
    expect(
      await screen.findByRole('button', { name: 'Get new-post alerts from Lathe Shop' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});
