import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../state/app-store.ts';
import { STORAGE_KEYS } from '../state/browser-storage.ts';
import { clearCookies, emptyPage, json, mockApi } from '../test/api.ts';
import { renderApp } from '../test/render-app.tsx';
import { memberUser } from '../test/fixtures.ts';

const member = memberUser({ city: 'Seoul', county: 'Mapo-gu' });
const admin = { ...member, id: 1, email: 'admin@steelyard.test', nickname: 'Admin', admin: 1 as const };

/** A tiny session server: /api/login signs in the matching account, /api/user answers with it. */
function sessionServer(accounts: (typeof member)[], signedIn: typeof member | null = null) {
  let current = signedIn;
  return mockApi({
    'GET /api/user': () =>
      current ? json(200, { data: current }) : json(401, { message: 'Unauthenticated.' }),
    'POST /api/login': ({ body }) => {
      const found = accounts.find(
        (a) => a.email === body?.get('email') && body?.get('password') === 'steelyard',
      );
      if (!found)
        return json(422, {
          message: 'invalid',
          errors: { email: ['These credentials do not match our records.'] },
        });
      current = found;
      return json(200, { data: found });
    },
    'POST /api/logout': () => {
      current = null;
      return new Response(null, { status: 204 });
    },
    'GET /api/products': () => json(200, emptyPage),
    'GET /api/admin/users': () =>
      current?.admin
        ? json(200, {
            data: [admin, member],
            meta: { current_page: 1, last_page: 3, per_page: 20, total: 42 },
          })
        : json(403, { message: 'Only administrators can do this.' }),
    // The dashboard's charts: no activity yet.
    'GET /api/admin/stats': () =>
      current?.admin
        ? json(200, {
            data: {
              totals: {
                members: 42,
                products: 0,
                chats: 0,
                promotions: 0,
                verified_businesses: 0,
                pending_businesses: 0,
                inspected_products: 0,
                open_inspection_requests: 0,
              },
              days: [],
              members_by_country: [],
              members_by_language: [],
              promotion_days: [],
              service_days: [],
            },
          })
        : json(403, { message: 'Only administrators can do this.' }),
  });
}

describe('user rule', () => {
  beforeEach(() => clearCookies());

  it('sends a visitor to /login, then back to the intended page after signing in', async () => {
    sessionServer([member]);
    const { history } = await renderApp('/mypage?from=tab');
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(appStore.getState().intendedUrl).toBe('/mypage?from=tab');

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'member1@steelyard.test');
    await user.type(screen.getByLabelText('Password'), 'steelyard');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(history.location.pathname).toBe('/mypage'));
    expect(history.location.search).toBe('?from=tab');
    expect(await screen.findByText('Member One')).toBeInTheDocument();
    expect(screen.getByText('member1@steelyard.test')).toBeInTheDocument();
    expect(appStore.getState().intendedUrl).toBeNull();
  });

  it('shows the server message under the email field on wrong credentials', async () => {
    const { calls } = sessionServer([member]);
    await renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'member1@steelyard.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    const login = calls.find((c) => c.path === '/api/login')!;
    expect(login.headers['x-xsrf-token']).toBe('token/value=');
    expect(appStore.getState().pending).toBe(0);
  });

  it('still returns to the intended page after /login was reloaded', async () => {
    sessionServer([member]);
    const first = await renderApp('/mypage?from=tab');
    await waitFor(() => expect(first.history.location.pathname).toBe('/login'));
    first.unmount();

    // A reload starts the app again from the browser's storage, on /login.
    const { history } = await renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'member1@steelyard.test');
    await user.type(screen.getByLabelText('Password'), 'steelyard');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(`${history.location.pathname}${history.location.search}`).toBe('/mypage?from=tab'),
    );
    expect(window.sessionStorage.getItem(STORAGE_KEYS.intendedUrl)).toBeNull();
  });

  it('checks the fields with the server words before sending', async () => {
    const { calls } = sessionServer([member]);
    await renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls.some((c) => c.path === '/api/login')).toBe(false);
  });

  it('lets a signed-in member open a guarded page directly', async () => {
    sessionServer([member], member);
    await renderApp('/mypage');
    expect(await screen.findByText('Member One')).toBeInTheDocument();
  });
});

describe('admin rule', () => {
  beforeEach(() => clearCookies());

  it('sends a signed-in member who opens /admin to /admin/login', async () => {
    sessionServer([member], member);
    const { history } = await renderApp('/admin/users');
    await waitFor(() => expect(history.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    // The empty layout: no side menu on the login screen.
    expect(screen.queryByText('Splash ad')).toBeNull();
    expect(appStore.getState().intendedUrl).toBe('/admin/users');
  });

  it('signs an admin in and returns to the intended admin page with the side menu and real data', async () => {
    sessionServer([member, admin]);
    const { history } = await renderApp('/admin/users');
    await waitFor(() => expect(history.location.pathname).toBe('/admin/login'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@steelyard.test');
    await user.type(screen.getByLabelText('Password'), 'steelyard');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/users'));
    expect(await screen.findByText('42 in total')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Splash ad' })).toHaveAttribute(
      'href',
      '/admin/promotions?type=SPLASH',
    );
    expect(screen.getByRole('link', { name: 'Counties needing merge' })).toHaveAttribute(
      'href',
      '/admin/userCounties',
    );

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/admin/login'));
  });

  it('keeps a member out after signing in on the admin login and says why', async () => {
    sessionServer([member]);
    const { history } = await renderApp('/admin/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'member1@steelyard.test');
    await user.type(screen.getByLabelText('Password'), 'steelyard');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alertdialog', { name: 'Confirmation needed' })).toHaveTextContent(
      'Only administrators can do this.',
    );
    expect(history.location.pathname).toBe('/admin/login');
  });

  it('shows the Korean side menu by default', async () => {
    sessionServer([admin], admin);
    await renderApp('/admin', { language: 'ko' });
    expect(await screen.findByRole('link', { name: '스플래시 광고' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '병합 필요 도시' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
  });
});

describe('401 from the API', () => {
  beforeEach(() => clearCookies());

  it('clears the user, remembers the page and goes to /login', async () => {
    let expired = false;
    mockApi({
      'GET /api/user': () => json(200, { data: member }),
      'GET /api/admin/users': () => json(401, { message: 'Unauthenticated.' }),
      'GET /api/productCategories': () => json(200, { data: [] }),
      'GET /api/products': () =>
        expired ? json(401, { message: 'Unauthenticated.' }) : json(200, emptyPage),
    });
    const { history } = await renderApp('/mypage');
    expect(await screen.findByText('Member One')).toBeInTheDocument();
    expired = true;
    act(() => history.push('/productCategories/3'));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(appStore.getState().intendedUrl).toBe('/productCategories/3');
  });
});
