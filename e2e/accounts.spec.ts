import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPath } from './support.ts';

/**
 * The six-digit code last sent to `to`, read from the server's test-only message sink (the
 * server runs with MESSAGE_SINK, as a phone or a mailbox would show it).
 */
async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/messages?to=${encodeURIComponent(to)}`)).json())
        .data as { text: string }[];
      code = messages[0]?.text.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code!;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function signUpThroughForm(page: Page, values: { email: string; password: string; nickname: string }) {
  await page.goto('/login');
  await page.getByRole('link', { name: '회원가입' }).click();
  await expectPath(page, '/users/create');
  await page.getByLabel('이메일').fill(values.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(values.password);
  await page.getByLabel('비밀번호 확인').fill(values.password);
  await page.getByLabel('닉네임').fill(values.nickname);
  await page.getByLabel('시/도').selectOption('서울특별시');
  await page.getByLabel('시/군/구').selectOption('강남구');
  await page.getByRole('button', { name: '가입하기' }).click();
}

test('a visitor signs up through the form, is signed in, and signs in again later', async ({ page }) => {
  const email = `e2e-${Date.now()}@steelyard.test`;
  await page.goto('/users/create');
  // The spec's required message, before anything is sent.
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('닉네임을 입력해 주세요.')).toBeVisible();

  await signUpThroughForm(page, { email, password: 'lathe2026', nickname: `선반신입${Date.now() % 100000}` });
  await expectPath(page, '/products');
  await page.goto('/mypage');
  await expect(page.getByText(/선반신입/)).toBeVisible();

  await page.goto('/logout');
  await expectPath(page, '/products');
  await page.goto('/login');
  await logIn(page, email, 'lathe2026');
  await expectPath(page, '/products');
  await page.goto('/mypage/sessions');
  await expect(page.getByText('현재 기기')).toBeVisible();
});

test('a duplicate nickname gets its message under the field', async ({ page }) => {
  await signUpThroughForm(page, {
    email: `dup-${Date.now()}@steelyard.test`,
    password: 'lathe2026',
    nickname: '선반장인',
  });
  await expect(page.getByText('이미 사용 중인 닉네임입니다.')).toBeVisible();
  await expectPath(page, '/users/create');
});

test('a member resets a forgotten password with a code by email', async ({ page, request }) => {
  const email = 'member2@steelyard.test';
  await page.goto('/login');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expectPath(page, '/users/findPassword');
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('status')).toContainText('인증번호가 발송되었어요');
  await page.getByLabel('인증번호').fill(await codeSentTo(request, email));
  await page.getByRole('button', { name: '다음' }).click();

  await expectPath(page, '/users/resetPassword');
  await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
  await page.getByLabel('새 비밀번호 확인').fill('short');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('영문과 숫자를 포함해 8자 이상 입력해 주세요.')).toBeVisible();
  await page.getByLabel('새 비밀번호', { exact: true }).fill('renewed2026');
  await page.getByLabel('새 비밀번호 확인').fill('renewed2026');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();

  await expectPath(page, '/users/successFindPassword');
  await page.getByRole('link', { name: '로그인하기' }).click();
  await expectPath(page, '/login');
  await logIn(page, email, 'steelyard');
  await expect(page.getByText('이메일 또는 비밀번호가 일치하지 않습니다.')).toBeVisible();
  await logIn(page, email, 'renewed2026');
  await expectPath(page, '/products');
});

test('a member signs in with a code sent to their phone', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '휴대폰 번호로 로그인' }).click();
  await expectPath(page, '/loginByContact');
  await page.getByLabel('휴대폰 번호').fill('010-2345-6781');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText(/남은 시간 [45]:\d\d/)).toBeVisible();
  await page.getByLabel('인증번호').fill(await codeSentTo(request, '01023456781'));
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expectPath(page, '/products');
});

test('a member withdraws: the tick is required, then rejoining is refused for 7 days', async ({ page }) => {
  const email = `leave-${Date.now()}@steelyard.test`;
  await signUpThroughForm(page, { email, password: 'lathe2026', nickname: `떠나는${Date.now() % 100000}` });
  await expectPath(page, '/products');
  await page.goto('/users/remove');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByText('탈퇴 안내에 동의해 주세요.')).toBeVisible();
  await page.getByLabel('위 내용을 확인했으며 탈퇴에 동의합니다.').check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴하기' }).click();
  await expectPath(page, '/products');

  await signUpThroughForm(page, { email, password: 'lathe2026', nickname: `돌아온${Date.now() % 100000}` });
  await expect(page.getByText(/최근 탈퇴한 정보로는 .*까지 다시 가입할 수 없습니다/)).toBeVisible();
});
