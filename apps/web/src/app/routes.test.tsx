import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies, json, mockApi } from '../test/api.ts';
import { renderApp } from '../test/render-app.tsx';
import { productSummary } from '../test/fixtures.ts';

describe('router', () => {
  beforeEach(() => {
    clearCookies();
    mockApi();
  });

  it("shows 'This page could not be found' for an unknown route, inside the default layout", async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows the translated not-found text in Korean', async () => {
    await renderApp('/no/such/page', { language: 'ko' });
    expect(await screen.findByText('페이지를 찾을 수 없습니다')).toBeInTheDocument();
  });

  it('shows sign-up inside the empty layout (no tab bar)', async () => {
    mockApi({ 'GET /api/cities': () => json(200, { data: [] }) });
    await renderApp('/users/create');
    expect(await screen.findByRole('heading', { name: 'Sign up' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('shows /samples inside the non-webview layout with one header and one language picker', async () => {
    mockApi({ 'GET /api/samples': () => json(200, { data: [] }) });
    await renderApp('/samples');
    expect(
      await screen.findByRole('heading', { name: 'Try a sample account' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('combobox', { name: 'Choose language' })).toHaveLength(1);
  });

  it('answers a non-numeric {id} with the not-found page', async () => {
    await renderApp('/notices/abc');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });

  it('shows the error page with the status code and a button home when a route fails', async () => {
    mockApi({ 'GET /api/user': () => new Response('{"message":"Server Error"}', { status: 500 }) });
    await renderApp('/mypage');
    expect(await screen.findByText('A problem occurred')).toBeInTheDocument();
    expect(screen.getByText(/Error code 500/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/products');
    // The error shows inside the default layout.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('lists products on the home screen with price, status and region', async () => {
    mockApi({
      'GET /api/productCategories': () => json(200, { data: [] }),
      'GET /api/products': () =>
        new Response(
          JSON.stringify({
            data: [
              productSummary(7, {
                status: 'trading',
                title: 'CNC lathe',
                price: 1500000,
                price_negotiable: true,
                city: 'Seoul',
                county: 'Guro-gu',
                like_count: 3,
                chat_count: 2,
                view_count: 10,
                user: {
                  id: 2,
                  nickname: 'kim',
                  profile_image_url: null,
                  city: null,
                  county: null,
                  business_verified: false,
                },
              }),
              productSummary(8, {
                type: 'share',
                title: 'Spare bolts',
                price: null,
                city: 'Busan',
                view_count: 1,
                user: {
                  id: 3,
                  nickname: 'lee',
                  profile_image_url: null,
                  city: null,
                  county: null,
                  business_verified: false,
                },
              }),
            ],
            meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
          }),
          { status: 200 },
        ),
    });
    await renderApp('/');
    expect(await screen.findByText('CNC lathe')).toBeInTheDocument();
    expect(screen.getByText('₩1,500,000')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText('Negotiable')).toBeInTheDocument();
    expect(screen.getByText(/Seoul Guro-gu/)).toBeInTheDocument();
    expect(screen.getByText('Free sharing')).toBeInTheDocument();
    expect(screen.getByText('You have seen all listings')).toBeInTheDocument();
  });
});

describe('route progress bar', () => {
  beforeEach(() => clearCookies());

  /** 'Who am I' answers only when the test says so (the user rule waits for it). */
  function slowSession() {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/user': () => new Promise<Response>((resolve) => (answer = resolve)) });
    return { answer: () => answer(json(401, { message: 'Unauthenticated.' })) };
  }

  it('shows while a guarded screen loads on a first visit, then the guard redirects', async () => {
    const session = slowSession();
    const { history } = await renderApp('/mypage');
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    session.answer();
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('keeps the current screen during a slow navigation and shows the bar', async () => {
    const session = slowSession();
    const { history } = await renderApp('/requestRemoves/create');
    const screenBefore = { level: 1, name: 'Request removal' };
    expect(await screen.findByRole('heading', screenBefore, { timeout: 15_000 })).toBeInTheDocument();
    act(() => history.push('/mypage'));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', screenBefore)).toBeInTheDocument();
    session.answer();
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
