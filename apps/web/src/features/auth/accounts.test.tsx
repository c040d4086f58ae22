import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, emptyCursorPage, json, mockApi } from '../../test/api.ts';
import { appStore } from '../../state/app-store.ts';
import { memberUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

// Typing without delays and a longer budget: these screens load the shared zod schemas lazily.
const userEvent = userEventLib.setup({ delay: null });
const SLOW = 30_000;

const cities = [
  { id: 1, country: 'KR', name: '서울특별시', counties: [{ id: 11, name: '강남구' }] },
  { id: 2, country: 'KR', name: '부산광역시', counties: [{ id: 21, name: '해운대구' }] },
];

describe('/users/create', () => {
  beforeEach(() => clearCookies());

  it(
    "shows the spec's nickname message and the policy messages before sending anything",
    async () => {
      const { calls } = mockApi({ 'GET /api/cities': () => json(200, { data: cities }) });
      await renderApp('/users/create', { language: 'ko' });
      await userEvent.click(await screen.findByRole('button', { name: '가입하기' }, { timeout: 15_000 }));
      expect(await screen.findByText('닉네임을 입력해 주세요.')).toBeInTheDocument();
      expect(screen.getByText('활동 지역을 선택해 주세요.')).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('비밀번호', { exact: true }), '12345678');
      await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
      expect(await screen.findByText('영문과 숫자를 포함해 8자 이상 입력해 주세요.')).toBeInTheDocument();
      expect(calls.some((c) => c.path === '/api/users')).toBe(false);
    },
    SLOW,
  );

  it(
    'sends the form with the activity area and shows a taken email under its field',
    async () => {
      const { calls } = mockApi({
        'GET /api/cities': () => json(200, { data: cities }),
        'POST /api/users': () =>
          json(422, {
            message: 'This email is already registered.',
            errors: { email: ['This email is already registered.'] },
          }),
      });
      await renderApp('/users/create', { language: 'en' });
      await userEvent.type(
        await screen.findByLabelText('Email', {}, { timeout: 15_000 }),
        'kim@example.test',
      );
      await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'lathe2026');
      await userEvent.type(screen.getByLabelText('Confirm password'), 'lathe2026');
      await userEvent.type(screen.getByLabelText('Nickname'), '김사장');
      await userEvent.selectOptions(await screen.findByLabelText('Province / state'), '부산광역시');
      await userEvent.selectOptions(screen.getByLabelText('City / district'), '해운대구');
      await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(await screen.findByText('This email is already registered.')).toBeInTheDocument();
      const sent = calls.find((c) => c.path === '/api/users')!;
      expect(Object.fromEntries(sent.body!.entries())).toMatchObject({
        email: 'kim@example.test',
        nickname: '김사장',
        city: '부산광역시',
        county: '해운대구',
        country: 'KR',
      });
    },
    SLOW,
  );
});

describe('/users/remove', () => {
  beforeEach(() => clearCookies());

  it(
    'needs the agreement tick: the message shows under it and nothing is sent',
    async () => {
      const member = { id: 7, email: 'm@example.test', nickname: 'm', admin: 0 };
      const { calls } = mockApi({
        'GET /api/user': () => json(200, { data: member }),
        'POST /api/users/remove': () => json(200, { data: null }),
        'GET /api/productCategories': () => json(200, { data: [] }),
        'GET /api/products': () => json(200, emptyCursorPage),
      });
      await renderApp('/users/remove', { language: 'en' });
      await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }, { timeout: 15_000 }));
      expect(await screen.findByText('Please agree to the notice before withdrawing.')).toBeInTheDocument();
      expect(calls.some((c) => c.path === '/api/users/remove')).toBe(false);
      await userEvent.click(screen.getByLabelText('I have read the above and want to withdraw.'));
      await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw now?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      await waitFor(() => expect(calls.some((c) => c.path === '/api/users/remove')).toBe(true));
    },
    SLOW,
  );

  it(
    'signs the member out at once: the header’s unread badge goes with the account',
    async () => {
      mockApi({
        'GET /api/user': () => json(200, { data: memberUser({ unread_alarm_count: 3 }) }),
        'POST /api/users/remove': () => json(200, { data: null }),
        'GET /api/productCategories': () => json(200, { data: [] }),
        'GET /api/products': () => json(200, emptyCursorPage),
      });
      const { history } = await renderApp('/users/remove', { language: 'en' });
      expect(
        await screen.findByRole('link', { name: 'Notifications, 3 unread' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      await userEvent.click(
        await screen.findByLabelText('I have read the above and want to withdraw.', {}, { timeout: 15_000 }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }),
      );
      await waitFor(() => expect(history.location.pathname).toBe('/products'));
      expect(screen.getByRole('link', { name: 'Notifications' })).not.toHaveTextContent('3');
      // Home, not the sign-in page with the withdrawal page to come back to.
      expect(appStore.getState().intendedUrl).toBeNull();
    },
    SLOW,
  );
});
