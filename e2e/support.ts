import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'steelyard';

/** Where this run's app listens (E2E_PORT keeps parallel runs apart) and, next to it, the local OIDC server. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const OIDC_PORT = APP_PORT + 1;

const octet = () => Math.floor(Math.random() * 256);

/**
 * A test whose browsers and API calls come from an address of their own, as each real member's
 * do: the e2e server trusts X-Forwarded-For (TRUST_PROXY), so its per-address limits (10 sign-ins
 * a minute, 10 sign-ups an hour) count per test rather than for the whole run on 127.0.0.1. The
 * address is private, so it maps to no country and the app keeps its default (KR).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
  },
});

/** Fills the email/password form that /login and /admin/login share, and submits it. */
export async function signIn(page: Page, email: string, { password = PASSWORD } = {}) {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
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
    (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!(await cookie())) await request.get('/api/csrf-cookie');
  return { 'x-xsrf-token': decodeURIComponent((await cookie()) ?? '') };
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
