import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserDetailDto } from '@steelyard/contracts';
import { clearCookies, fieldsOf, json, mockApi } from '../../test/api.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const userEvent = userEventLib.setup({ delay: null });
const SLOW = { timeout: 15_000 };
const admin = memberUser({ id: 1, nickname: 'Admin', admin: 1 });

function member(patch: Partial<AdminUserDetailDto> = {}): AdminUserDetailDto {
  return {
    ...memberUser({
      id: 7,
      nickname: 'Lathe Shop',
      email: 'lathe@steelyard.test',
      city: 'Seoul',
      county: 'Jung-gu',
    }),
    is_sample: false,
    suspended_at: null,
    withdrawn_at: null,
    product_count: 2,
    social_providers: [],
    session_count: 1,
    audits: [],
    ...patch,
  };
}

beforeEach(() => clearCookies());

describe('/admin/users: one member’s panel', { timeout: 40_000 }, () => {
  it('checks the edit with the server’s rules, shows its refusal under the field, and sends only what changed', async () => {
    let saves = 0;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: admin }),
      'GET /api/admin/users': () =>
        json(200, { data: [member()], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } }),
      'GET /api/admin/users/7': () => json(200, { data: member() }),
      'GET /api/cities': () =>
        json(200, { data: [{ id: 1, name: 'Seoul', counties: [{ id: 2, name: 'Jung-gu' }] }] }),
      'PATCH /api/admin/users/7': () =>
        ++saves === 1
          ? json(422, { message: 'invalid', errors: { email: ['This email is already registered.'] } })
          : json(200, { data: member({ email: 'shop@steelyard.test' }) }),
    });
    await renderApp('/admin/users?id=7');
    const panel = await screen.findByRole('region', { name: 'Member details' }, SLOW);
    const nickname = await within(panel).findByLabelText('Nickname', {}, SLOW);
    await waitFor(() => expect(nickname).toHaveValue('Lathe Shop'));
    const save = within(panel).getByRole('button', { name: 'Save changes' });

    await userEvent.clear(nickname);
    await userEvent.click(save);
    expect(await within(panel).findByText('Please enter a nickname.')).toHaveClass('field__error');
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);

    await userEvent.type(nickname, 'Lathe Shop');
    const email = within(panel).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'shop@steelyard.test');
    await userEvent.click(save);
    expect(await within(panel).findByText('This email is already registered.')).toHaveClass('field__error');
    expect(email).toHaveFocus();

    await userEvent.click(save);
    expect(await screen.findByText('Processed successfully.')).toBeInTheDocument();
    const patches = calls.filter((c) => c.path === '/api/admin/users/7' && c.method === 'PATCH');
    expect(fieldsOf(patches.at(-1)!)).toEqual({ _method: 'PATCH', email: 'shop@steelyard.test' });
  });
});
