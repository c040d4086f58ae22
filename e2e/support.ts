import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH, LANGUAGE_COOKIE } from '@steelyard/contracts';

export const PASSWORD = 'steelyard';

/** Every console error and uncaught error of the page, from its first byte. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Where this run's app listens (E2E_PORT keeps parallel runs apart) and, next to it, the local OIDC server. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const OIDC_PORT = APP_PORT + 1;
/** reach.spec.ts serves map tiles there (MAP_TILE_URL of the e2e server). */
export const TILE_PORT = APP_PORT + 2;
/** geo.spec.ts runs a LibreTranslate stand-in there (TRANSLATE_URL of the e2e server). */
export const TRANSLATE_PORT = APP_PORT + 3;

const octet = () => Math.floor(Math.random() * 256);
/** A private address of its own for a test or a browser context (see `test`). */
const ownAddress = () => ({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });

/**
 * A test whose browsers and API calls come from an address of their own, as each real member's
 * do: the e2e server trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback), so its
 * per-address limits (10 sign-ins a minute, 10 sign-ups an hour) count per test rather than for
 * the whole run on 127.0.0.1. The address is private, so it maps to no country and the app keeps
 * its default (KR).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...ownAddress() });
  },
  context: async ({ context }, use) => {
    await skipStartAds(context);
    await use(context);
  },
});

/**
 * The demo data runs a splash and an interstitial ad: a device sees them once a day, at the front
 * door. Specs about other screens start on a device that has had today's (promotions.spec.ts
 * shows them).
 */
export async function skipStartAds(context: BrowserContext) {
  await context.addInitScript(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    window.localStorage.setItem('steelyard.splashSeenDate', today);
    window.localStorage.setItem('steelyard.startHiddenDate', today);
  });
}

/** The admin's browser at desktop size, in Korean, from an address of its own, signed in through /admin/login. */
export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'ko-KR',
    extraHTTPHeaders: ownAddress(),
  });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await signIn(page, 'admin@steelyard.test');
  await expectPath(page, '/admin');
  return page;
}

/** Fills the email/password form that /login and /admin/login share, and submits it. */
export async function signIn(page: Page, email: string, { password = PASSWORD } = {}) {
  await chooseKoreanUnlessChosen(page);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/**
 * A device that has not chosen a language chooses Korean before signing in: an account's stored
 * language (demo member3's is Japanese, member4's German; the admin's is whatever a spec chose
 * last) would otherwise draw its next pages, and these specs read Korean.
 */
async function chooseKoreanUnlessChosen(page: Page) {
  const context = page.context();
  if (!(await context.cookies()).some((cookie) => cookie.name === LANGUAGE_COOKIE))
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'ko', url: `http://127.0.0.1:${APP_PORT}` }]);
}

/** Waits for the app to reach `path`; after a scrypt sign-in that can take seconds on a busy machine. */
export async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 20_000 });
}

/** A few characters no other test, nor an earlier attempt on the same database (a retry), has used. */
export const uniqueSuffix = () =>
  `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

/** The CSRF header an API context's next write needs (the web client sends the same). */
export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const cookie = async () =>
    (await request.storageState()).cookies.find((c) => c.name === CSRF_COOKIE)?.value;
  if (!(await cookie())) await request.get(CSRF_PATH);
  return { [CSRF_HEADER]: decodeURIComponent((await cookie()) ?? '') };
}

/**
 * The six-digit code last sent to `to` (an email address or a number), read from the server's
 * test-only message sink (MESSAGE_SINK) as a mailbox or a phone would show it.
 */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/messages?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()).data as { text: string }[];
      code = messages[0]?.text.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Signs `page` in as `email` through the sign-in screen, in Korean unless the device chose (above). */
export async function signInAs(page: Page, email: string) {
  await chooseKoreanUnlessChosen(page);
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

/** A second member's browser (its own context and address), signed in as `email`. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  // A context made here does not take the config's `use` (a Korean phone): say it again.
  const context = await browser.newContext({ locale: 'ko-KR', extraHTTPHeaders: ownAddress() });
  await skipStartAds(context);
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

/** The signed-in member's id. */
export async function memberId(page: Page): Promise<number> {
  const response = await page.request.get('/api/user');
  return (await response.json()).data.id as number;
}

/** Signs a member in through the API (cookie + CSRF, as the web client does). */
export async function apiSignIn(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', {
    data: { email, password: PASSWORD },
    headers: await csrfHeaders(request),
  });
  expect(login.ok()).toBe(true);
}

/** A sale post's fields as the post form sends them (`values` override them): for a create or an edit. */
export async function productValues(
  request: APIRequestContext,
  title: string,
  values: Record<string, string | number> = {},
): Promise<Record<string, string | number>> {
  const categories = (await (await request.get('/api/productCategories')).json()).data as { id: number }[];
  return {
    type: 'sale',
    category_id: categories[0]!.id,
    title,
    price: 12_000_000,
    price_negotiable: 0,
    description: '정비 완료, 시운전 가능합니다.',
    place_name: '시화공단',
    lat: 37.34,
    lon: 126.73,
    ...values,
  };
}

/** Posts a product for sale through the API as the member signed in on `request` (`values` override the post's); its id. */
export async function postProduct(
  request: APIRequestContext,
  title: string,
  values: Record<string, string | number> = {},
): Promise<number> {
  const created = await request.post('/api/products', {
    data: await productValues(request, title, values),
    headers: await csrfHeaders(request),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** Sets the post form's place: the pin by tapping the map (it loads as a member scrolls to it), then its name. */
export async function pinPlace(page: Page, name: string) {
  await page.getByRole('group', { name: '거래 희망 장소' }).scrollIntoViewIfNeeded();
  await page
    .getByRole('region', { name: '거래 희망 위치 선택 지도' })
    .or(page.getByLabel('거래 희망 위치 선택 지도'))
    .first()
    .click({ position: { x: 120, y: 90 } });
  await page.getByLabel('장소 이름').fill(name);
}

/** A message bubble in a chat room's history (the composer may still hold the same text). */
export const chatBubble = (page: Page, text: string) => page.locator('.chat-msg__bubble', { hasText: text });
