import { expect as baseExpect } from '@playwright/test';
import { startMockProviders } from '../apps/server/test/oidc-mock.ts';
import { expectPath, OIDC_PORT, signIn, test, uniqueSuffix } from './support.ts';

// The admin's scrypt sign-in takes over a second on the shared 2-core machine, several under load.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Social sign-in end to end: a local OpenID Connect server on loopback (oauth2-mock-server, the
 * one the server tests use) stands in for Google where playwright.config.ts points the app. It
 * consents at once, checks PKCE and signs real ID tokens with the identity set here.
 */
let provider: Awaited<ReturnType<typeof startMockProviders>>;
test.beforeAll(async () => {
  provider = await startMockProviders(OIDC_PORT);
});
test.afterAll(async () => {
  await provider.stop();
});

test('a first-time Google user signs up; suspended by the admin, they are signed out and refused', async ({
  page,
  browser,
}) => {
  // Two browsers, a fresh database's admin pages and scrypt sign-ins on a shared machine.
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const email = `google-${suffix}@gmail.test`;
  const nickname = `구글${suffix}`;
  provider.setIdentity({ sub: `google-${suffix}`, email, email_verified: true, name: 'E2E Google' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'SNS 계정으로 로그인' }).click();
  await expectPath(page, '/socialLogin');
  await page.getByRole('link', { name: 'Google로 계속하기' }).click();

  // Google → the callback → the sign-up step, with the address Google vouched for.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/socialLogin' && url.searchParams.get('step') === 'signup',
  );
  await expect(page.getByRole('heading', { name: '거의 다 됐어요' })).toBeVisible();
  await expect(page.getByText('Google 계정으로 로그인했어요.')).toBeVisible();
  await expect(page.getByLabel('이메일')).toHaveValue(email);

  // Nickname and activity area are required, then province → city.
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByLabel('닉네임')).toHaveAccessibleDescription('닉네임을 입력해 주세요.');
  await expect(page.getByLabel('시/도')).toHaveAccessibleDescription('활동 지역을 선택해 주세요.');
  await page.getByLabel('닉네임').fill(nickname);
  await page.getByLabel('시/도').selectOption('서울특별시');
  await page.getByLabel('시/군/구').selectOption('강남구');
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expectPath(page, '/products');
  await page.goto('/mypage');
  await expect(page.getByText(nickname, { exact: true })).toBeVisible();

  // Next time the same Google account signs straight in.
  await page.goto('/logout');
  await expectPath(page, '/products');
  await page.goto('/socialLogin');
  await page.getByRole('link', { name: 'Google로 계속하기' }).click();
  await expectPath(page, '/products');
  await page.goto('/mypage');
  await expect(page.getByText(nickname, { exact: true })).toBeVisible();

  // The admin, in another browser, finds the member and suspends them.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/admin/login');
  await signIn(admin, 'admin@steelyard.test');
  await expectPath(admin, '/admin');
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox', { name: '이메일 또는 닉네임' }).fill(email);
  await admin.getByRole('button', { name: '검색', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('정상');
  await row.getByRole('button', { name: nickname }).click();
  const panel = admin.getByRole('region', { name: '회원 상세' });
  await expect(panel.getByLabel('이메일')).toHaveValue(email);
  await expect(panel.getByRole('definition').filter({ hasText: 'Google' })).toBeVisible();
  await panel.getByRole('button', { name: '정지', exact: true }).click();
  const dialog = admin.getByRole('alertdialog', { name: '이 회원을 정지할까요?' });
  await expect(dialog).toContainText(
    `${nickname} 님은 모든 기기에서 즉시 로그아웃되며, 해제할 때까지 로그인할 수 없습니다.`,
  );
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(panel.getByRole('button', { name: '정지 해제' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('정상적으로 처리되었습니다.');
  await expect(row).toContainText('정지');
  await adminContext.close();

  // The member's session ended: the next guarded page asks them to sign in, and Google is refused.
  await page.goto('/mypage');
  await expectPath(page, '/login');
  await page.goto('/socialLogin');
  await page.getByRole('link', { name: 'Google로 계속하기' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/socialLogin' && url.searchParams.get('error') === 'suspended',
  );
  await expect(page.getByRole('alert')).toHaveText('이용이 정지된 계정입니다.');
});
