import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const PASSWORD = 'steelyard';

/** Fills the email/password form that /login and /admin/login share, and submits it. */
export async function signIn(page: Page, email: string, submitLabel = '로그인') {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: submitLabel, exact: true }).click();
}

export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Signs `page` in as `email` through the sign-in screen. */
export async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

/** A new browser context signed in as `email` through the sign-in screen. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email);
  return page;
}

/** The signed-in member's id. */
export async function memberId(page: Page): Promise<number> {
  const response = await page.request.get('/api/user');
  return (await response.json()).data.id as number;
}

/** The CSRF header the web client sends, read from the request context's cookie. */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!token) {
    await request.get('/api/csrf-cookie');
    return xsrfHeader(request);
  }
  return { 'x-xsrf-token': decodeURIComponent(token) };
}

/** Signs a member in through the API (cookie + CSRF, as the web client does). */
export async function apiSignIn(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', {
    data: { email, password: PASSWORD },
    headers: await xsrfHeader(request),
  });
  expect(login.ok()).toBe(true);
}

/** Posts a product for sale through the API as the member signed in on `request`; its id. */
export async function postProduct(request: APIRequestContext, title: string): Promise<number> {
  const categories = (await (await request.get('/api/productCategories')).json()).data as { id: number }[];
  const created = await request.post('/api/products', {
    data: {
      type: 'sale',
      category_id: categories[0]!.id,
      title,
      price: 12_000_000,
      price_negotiable: 0,
      description: '정비 완료, 시운전 가능합니다.',
      place_name: '시화공단',
      lat: 37.34,
      lon: 126.73,
    },
    headers: await xsrfHeader(request),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}
