import { expect, test, type Browser } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { expectPath, signIn } from './support.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
let oidc: OAuth2Server;

// A local OpenID Connect server on loopback stands in for Google (playwright.config.ts points the
// app's GOOGLE_* settings at port + 1). It consents at once and signs real ID tokens.
test.beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(port + 1, '127.0.0.1');
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: 'e2e-google-subject',
      email: 'e2e.google@gmail.test',
      email_verified: true,
      name: 'E2E Google',
    });
  });
});
test.afterAll(async () => {
  await oidc.stop();
});

test('Google sign-in against the local OIDC server completes sign-up', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'SNS 계정으로 로그인' }).click();
  await expectPath(page, '/socialLogin');
  await page.getByRole('link', { name: 'Google로 계속하기' }).click();

  // Google → callback → the sign-up form for a first-time user.
  await expect(page).toHaveURL((url) => url.pathname === '/socialLogin' && url.search === '?step=signup');
  await expect(page.getByText('Google 계정으로 로그인했어요.')).toBeVisible();
  await expect(page.getByLabel('이메일')).toHaveValue('e2e.google@gmail.test');

  // The nickname is required (the spec's message), then the activity area.
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByText('닉네임을 입력해 주세요.')).toBeVisible();
  await page.getByLabel('닉네임').fill('구글회원');
  await page.getByLabel('시/도').selectOption('서울특별시');
  await page.getByLabel('시/군/구').selectOption('강남구');
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expectPath(page, '/products');

  const me = await (await page.request.get('/api/user')).json();
  expect(me.data).toMatchObject({ email: 'e2e.google@gmail.test', nickname: '구글회원', city: '서울특별시' });

  // Next time the same Google account signs straight in.
  await page.goto('/logout');
  await expectPath(page, '/products');
  await page.goto('/socialLogin');
  await page.getByRole('link', { name: 'Google로 계속하기' }).click();
  await expectPath(page, '/products');
  expect((await (await page.request.get('/api/user')).json()).data.nickname).toBe('구글회원');
});

async function memberPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

test('the admin suspends a member, who is signed out and can no longer sign in', async ({
  page,
  browser,
}) => {
  const member = await memberPage(browser);
  await member.goto('/login');
  await signIn(member, 'member3@steelyard.test');
  await expectPath(member, '/products');

  await page.goto('/admin/login');
  await signIn(page, 'admin@steelyard.test');
  await expectPath(page, '/admin');
  await page.goto('/admin/users?search=member3');
  await page.getByRole('button', { name: 'Kansai Machine' }).click();
  const panel = page.getByRole('region', { name: '회원 상세' });
  await expect(panel.getByText('member3@steelyard.test', { exact: false }).first()).toBeVisible();
  await panel.getByRole('button', { name: '정지', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(panel.locator('.badge--suspended')).toBeVisible();

  // The member's session ended at once: the next guarded page sends them to /login.
  await member.goto('/mypage');
  await expectPath(member, '/login');
  await signIn(member, 'member3@steelyard.test');
  await expect(member.getByText('이용이 정지된 계정입니다.').first()).toBeVisible();
  await expectPath(member, '/login');

  // Restored, the member signs in again.
  await panel.getByRole('button', { name: '정지 해제' }).click();
  await expect(panel.locator('.badge--active')).toBeVisible();
  await member.getByRole('button', { name: '로그인', exact: true }).click();
  await expectPath(member, '/products');
});
