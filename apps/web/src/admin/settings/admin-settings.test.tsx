import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminSettingsDto } from '@steelyard/contracts';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });
const current: AdminSettingsDto = {
  min_price_for_show: 1000,
  ios: '1.0.0',
  android: '1.0.0',
  bump_limit: 5,
  history: [],
};

beforeEach(() => clearCookies());

describe('/admin/settings', { timeout: 40_000 }, () => {
  it('changes the minimum price, versions and bump limit, showing the field messages', async () => {
    let attempts = 0;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/settings': () => json(200, { data: current }),
      'PATCH /api/admin/settings': () =>
        ++attempts === 1
          ? json(422, { message: 'invalid', errors: { ios: ['Enter a version like 1.2.3.'] } })
          : json(200, { data: { ...current, min_price_for_show: 5000 } }),
    });
    const { history } = await renderApp('/admin/settings/create');
    const price = await screen.findByLabelText('Minimum price to show', {}, SLOW);
    await userEvent.clear(price);
    await userEvent.type(price, '5000');
    const bumps = screen.getByLabelText('Bumps per post');
    expect(bumps).toHaveValue(5);
    await userEvent.clear(bumps);
    await userEvent.type(bumps, '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a value of at most 100.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.clear(bumps);
    await userEvent.type(bumps, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a version like 1.2.3.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Every server uses the new values now.')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/settings');
    expect(fieldsOf(calls.filter((c) => c.method === 'PATCH').at(-1)!)).toMatchObject({
      min_price_for_show: '5000',
      ios: '1.0.0',
      android: '1.0.0',
      bump_limit: '7',
    });
  });
});
