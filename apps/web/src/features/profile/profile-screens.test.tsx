import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, emptyCursorPage, emptyPage, json, mockApi, type Call } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { memberUser } from '../../test/fixtures.ts';

const member = memberUser({ city: '서울특별시', county: '강남구' });
const other = {
  id: 7,
  nickname: 'Lathe Shop',
  profile_image_url: null,
  city: '부산광역시',
  county: '해운대구',
  manner: { good: 0, bad: 0, review_count: 0, trust_score: 36.5 },
  product_count: 1,
  like_count: 3,
  liked: false,
  follow_alerts: false,
  is_blocked: false,
  is_me: false,
  business_verified: false,
  created_at: '2025-05-01T00:00:00Z',
};
const cities = [
  { id: 1, country: 'KR', name: '서울특별시', counties: [{ id: 11, name: '강남구' }] },
  { id: 2, country: 'KR', name: '부산광역시', counties: [{ id: 21, name: '해운대구' }] },
];
/** The first screen of a test loads its lazy route module: slow on a busy machine. */
const slow = { timeout: 15_000 };
const fields = (call: Call) => Object.fromEntries([...(call.body?.entries() ?? [])]);

beforeEach(() => clearCookies());

describe('/users/editProfile', { timeout: 40_000 }, () => {
  it('checks the nickname with the spec’s words, then saves nickname and area and goes to my page', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/cities': () => json(200, { data: cities }),
      'PATCH /api/users/profile': () =>
        json(200, { data: { ...member, nickname: 'New Name', city: '부산광역시', county: '해운대구' } }),
    });
    const { history } = await renderApp('/users/editProfile');
    const user = userEvent.setup();
    const nickname = await screen.findByLabelText('Nickname', {}, slow);
    await user.clear(nickname);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a nickname.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users/profile')).toBe(false);

    await user.type(nickname, 'New Name');
    await waitFor(() => expect(screen.getAllByRole('option', { name: '부산광역시' })).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Province / state'), '부산광역시');
    await user.selectOptions(screen.getByLabelText('City / district'), '해운대구');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/mypage'));
    const saved = calls.find((c) => c.path === '/api/users/profile')!;
    expect(fields(saved)).toMatchObject({
      _method: 'PATCH',
      nickname: 'New Name',
      city: '부산광역시',
      county: '해운대구',
    });
    expect(await screen.findByText('New Name', {}, slow)).toBeInTheDocument();
  });

  it('shows the server’s first message under the field on a 422', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/cities': () => json(200, { data: cities }),
      'PATCH /api/users/profile': () =>
        json(422, {
          message: 'This nickname is already in use.',
          errors: { nickname: ['This nickname is already in use.', 'second'] },
        }),
    });
    await renderApp('/users/editProfile');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, slow));
    expect(await screen.findByText('This nickname is already in use.')).toBeInTheDocument();
    expect(screen.queryByText('second')).toBeNull();
    expect(screen.getByLabelText('Nickname')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/users/editAccount', { timeout: 40_000 }, () => {
  it('checks the new password twice before sending and sends the current password with a change', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'PATCH /api/users/account': () => json(200, { data: member }),
    });
    await renderApp('/users/editAccount');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Change password' }, slow));
    await user.type(form.getByLabelText('New password'), 'abcdefg1');
    await user.type(form.getByLabelText('Confirm new password'), 'abcdefg2');
    await user.click(form.getByRole('button', { name: 'Change' }));
    expect(await form.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users/account')).toBe(false);

    await user.clear(form.getByLabelText('Confirm new password'));
    await user.type(form.getByLabelText('Confirm new password'), 'abcdefg1');
    await user.type(form.getByLabelText('Current password'), 'old-pass1');
    await user.click(form.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/users/account')).toBe(true));
    expect(fields(calls.find((c) => c.path === '/api/users/account')!)).toMatchObject({
      password: 'abcdefg1',
      password_confirmation: 'abcdefg1',
      current_password: 'old-pass1',
    });
  });

  it('sends a code to the new email, then changes it with the code; a wrong code shows under the field', async () => {
    let accepted = false;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'POST /api/users/account/code': () => json(200, { data: { expires_in: 300 } }),
      'PATCH /api/users/account': ({ body }) => {
        if (body?.get('code') !== '123456')
          return json(422, {
            message: 'The code is incorrect or has expired.',
            errors: { code: ['The code is incorrect or has expired.'] },
          });
        accepted = true;
        return json(200, { data: { ...member, email: 'new@steelyard.test' } });
      },
    });
    await renderApp('/users/editAccount');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Change email' }, slow));
    // No code field, and no change, before a code is asked for.
    expect(form.queryByLabelText('Code')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText('Please enter what you want to change.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users/account/code')).toBe(false);

    await user.type(form.getByLabelText('New email'), ' new@steelyard.test ');
    await user.type(form.getByLabelText('Current password'), 'old-pass1');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByText(/We sent a code to new@steelyard\.test/)).toBeInTheDocument();
    expect(fields(calls.find((c) => c.path === '/api/users/account/code')!)).toMatchObject({
      email: 'new@steelyard.test',
      current_password: 'old-pass1',
    });
    expect(form.getByText(/Expires in \d:\d\d/)).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Change' }));
    expect(await form.findByText('Please enter the code we sent to the new address.')).toBeInTheDocument();
    await user.type(form.getByLabelText('Code'), '654321');
    await user.click(form.getByRole('button', { name: 'Change' }));
    expect(await form.findByText('The code is incorrect or has expired.')).toBeInTheDocument();
    expect(form.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(form.getByLabelText('Code'));
    await user.type(form.getByLabelText('Code'), '123456');
    await user.click(form.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(accepted).toBe(true));
    expect(fields(calls.filter((c) => c.path === '/api/users/account').at(-1)!)).toMatchObject({
      _method: 'PATCH',
      email: 'new@steelyard.test',
      code: '123456',
      current_password: 'old-pass1',
    });
    // Back to the first step, with the new email shown.
    expect(await screen.findByText('Current email: new@steelyard.test')).toBeInTheDocument();
    expect(form.queryByLabelText('Code')).toBeNull();
    expect(form.getByLabelText('New email')).toHaveValue('');
  });

  it('asks for a code to a new number but removes the contact without one; a refusal shows above the form', async () => {
    const withContact = { ...member, contact: '01012345678' };
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: withContact }),
      'POST /api/users/account/code': () =>
        json(429, { message: 'Too many requests. Please try again in a moment.' }, { 'Retry-After': '60' }),
      'PATCH /api/users/account': () => json(200, { data: member }),
    });
    await renderApp('/users/editAccount');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Change contact' }, slow));
    await user.type(form.getByLabelText('New contact'), '010-9876-5432');
    await user.type(form.getByLabelText('Current password'), 'old-pass1');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in a moment.',
    );
    expect(fields(calls.find((c) => c.path === '/api/users/account/code')!)).toMatchObject({
      contact: '010-9876-5432',
    });
    expect(form.queryByLabelText('Code')).toBeNull();

    await user.clear(form.getByLabelText('New contact'));
    await user.click(form.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/users/account')).toBe(true));
    const removal = fields(calls.find((c) => c.path === '/api/users/account')!);
    expect(removal).toMatchObject({ contact: '', current_password: 'old-pass1' });
    expect(removal).not.toHaveProperty('code');
  });
});

describe('/users/editAlarm', { timeout: 40_000 }, () => {
  it('saves a switch at once with every switch, and flips it back if the server refuses', async () => {
    let refuse = false;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/users/notifications': () =>
        json(200, {
          data: {
            chat: true,
            keyword: true,
            review: true,
            service: true,
            marketing: false,
            night_quiet: false,
          },
        }),
      'PATCH /api/users/notifications': ({ body }) =>
        refuse
          ? json(500, { message: 'A problem occurred.' })
          : json(200, {
              data: Object.fromEntries(
                ['chat', 'keyword', 'review', 'service', 'marketing', 'night_quiet'].map((k) => [
                  k,
                  body?.get(k) === '1',
                ]),
              ),
            }),
    });
    await renderApp('/users/editAlarm');
    const user = userEvent.setup();
    const marketing = await screen.findByRole('switch', { name: 'Marketing' }, slow);
    expect(marketing).toHaveAttribute('aria-checked', 'false');
    await user.click(marketing);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/users/notifications')).toHaveLength(2));
    expect(fields(calls.at(-1)!)).toMatchObject({
      chat: '1',
      keyword: '1',
      review: '1',
      service: '1',
      marketing: '1',
      night_quiet: '0',
    });
    expect(screen.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'true');

    // The service switch (quotes, awards, applications) is on by default and saves like the others.
    const services = screen.getByRole('switch', { name: 'Services' });
    expect(services).toHaveAttribute('aria-checked', 'true');
    await user.click(services);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/users/notifications')).toHaveLength(3));
    expect(fields(calls.at(-1)!)).toMatchObject({ service: '0', marketing: '1' });
    expect(screen.getByRole('switch', { name: 'Services' })).toHaveAttribute('aria-checked', 'false');

    refuse = true;
    await user.click(screen.getByRole('switch', { name: 'Quiet hours at night' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Quiet hours at night' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });
});

describe('/users/{id}', { timeout: 40_000 }, () => {
  it('shows the verified business badge when the back office verified the business', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/users/7': () => json(200, { data: { ...other, business_verified: true } }),
      'GET /api/products': () => json(200, emptyCursorPage),
      'GET /api/reviews': () => json(200, emptyPage),
    });
    await renderApp('/users/7');
    expect(await screen.findByText('Verified business', {}, slow)).toBeInTheDocument();
  });

  it('shows a member’s profile and blocks them after the confirmation', async () => {
    let blocked = false;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/users/7': () => json(200, { data: { ...other, is_blocked: blocked } }),
      'GET /api/products': () => json(200, emptyCursorPage),
      'GET /api/reviews': () => json(200, emptyPage),
      'POST /api/blocks': () => {
        blocked = true;
        return json(200, { data: { user: other, created_at: '2026-11-23T00:00:00Z' } });
      },
    });
    await renderApp('/users/7');
    expect(await screen.findByRole('heading', { name: 'Lathe Shop' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/부산광역시 해운대구/)).toBeInTheDocument();
    expect(screen.getByText('Trust 36.5')).toBeInTheDocument();
    expect(screen.queryByText('Verified business')).not.toBeInTheDocument();
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Lathe Shop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked this member')).toBeInTheDocument();
    expect(fields(calls.find((c) => c.path === '/api/blocks')!)).toMatchObject({ user_id: '7' });
    expect(screen.queryByText(/부산광역시 해운대구/)).toBeNull();
  });

  it('follows a liked member: the bell turns their new-post alerts off and back on', async () => {
    let alerts = true;
    const { calls } = mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/users/7': () => json(200, { data: { ...other, liked: true, follow_alerts: alerts } }),
      'GET /api/products': () => json(200, emptyCursorPage),
      'GET /api/reviews': () => json(200, emptyPage),
      'PATCH /api/likes/users/7': ({ body }) => {
        alerts = body?.get('alerts') === '1';
        return json(200, { data: { user_id: 7, alerts } });
      },
    });
    await renderApp('/users/7');
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'New-post alerts on' }, slow);
    expect(bell).toHaveAttribute('aria-pressed', 'true');
    await user.click(bell);
    const off = await screen.findByRole('button', { name: 'Alert me to new posts' });
    expect(off).toHaveAttribute('aria-pressed', 'false');
    expect(fields(calls.find((c) => c.path === '/api/likes/users/7')!)).toMatchObject({
      _method: 'PATCH',
      alerts: '0',
    });
    await user.click(off);
    expect(await screen.findByRole('button', { name: 'New-post alerts on' })).toBeInTheDocument();
    expect(alerts).toBe(true);
  });

  it('offers no bell for a member not in the favourites', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/users/7': () => json(200, { data: { ...other, follow_alerts: false } }),
      'GET /api/products': () => json(200, emptyCursorPage),
      'GET /api/reviews': () => json(200, emptyPage),
    });
    await renderApp('/users/7');
    expect(await screen.findByRole('button', { name: 'Add to favourite members' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alert me to new posts' })).toBeNull();
  });

  it('shows the not-found page for a member one cannot see', async () => {
    mockApi({ 'GET /api/users/9': () => json(404, { message: 'This page could not be found.' }) });
    await renderApp('/users/9');
    expect(await screen.findByText('This page could not be found', {}, slow)).toBeInTheDocument();
  });
});

describe('/mypage/settings', { timeout: 40_000 }, () => {
  it('lists every entry of the Settings screen', async () => {
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/versions': () => json(200, { data: [{ ios: '1.0.0', android: '1.0.0' }] }),
    });
    await renderApp('/mypage/settings');
    const expected: [string, string][] = [
      ['Notification settings', '/users/editAlarm'],
      ['Keyword alerts', '/keywords'],
      ['Edit profile', '/users/editProfile'],
      ['Account', '/users/editAccount'],
      ['Blocked members', '/mypage/blocks'],
      ['Signed-in devices', '/mypage/sessions'],
      ['Location terms', '/contents/locationPolicy'],
      ['Terms of service', '/contents/servicePolicy'],
      ['Privacy policy', '/contents/privacyPolicy'],
      ['Log out', '/logout'],
      ['Delete account', '/users/remove'],
    ];
    for (const [name, href] of expected)
      expect(await screen.findByRole('link', { name }, slow)).toHaveAttribute('href', href);
    expect(screen.getByLabelText('Choose language')).toHaveValue('en');
    expect(screen.getByText('App version')).toBeInTheDocument();
  });
});
