import { expect, type Page } from '@playwright/test';
import { expectPath, PASSWORD, signIn, signInAs, test } from './support.ts';

interface ProductRow {
  id: number;
  title: string;
  user: { id: number; nickname: string };
}

test('a member edits nickname and notifications, blocks a member from their profile and unblocks', async ({
  page,
}) => {
  // A long journey through six screens.
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'member1@steelyard.test');
  await expectPath(page, '/products');

  // Edit profile: the new nickname shows on my page.
  await page.goto('/users/editProfile');
  const nickname = page.getByLabel('닉네임');
  await expect(nickname).toHaveValue('선반장인');
  await nickname.fill('');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('닉네임을 입력해 주세요.')).toBeVisible();
  await nickname.fill('선반장인 김씨');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expectPath(page, '/mypage');
  await expect(page.getByText('선반장인 김씨', { exact: true })).toBeVisible();

  // Notifications: a switch is saved at once and stays after a reload.
  await page.goto('/users/editAlarm');
  const marketing = page.getByRole('switch', { name: '마케팅 정보 수신' });
  const chat = page.getByRole('switch', { name: '채팅 알림' });
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await expect(chat).toHaveAttribute('aria-checked', 'true');
  await marketing.click();
  await chat.click();
  await expect(marketing).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(async () => (await (await page.request.get('/api/users/notifications')).json()).data)
    .toMatchObject({ marketing: true, chat: false });
  await page.reload();
  await expect(page.getByRole('switch', { name: '마케팅 정보 수신' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('switch', { name: '채팅 알림' })).toHaveAttribute('aria-checked', 'false');

  // Another member's post, seen before the block.
  const products = (await (await page.request.get('/api/products?per_page=100')).json()).data as ProductRow[];
  const theirs = products.find((p) => p.user.nickname === '공구상회');
  expect(theirs).toBeDefined();
  const { id: productId, title, user: other } = theirs!;
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();

  // Block from the profile page, after the confirmation.
  await page.goto(`/users/${other.id}`);
  await expect(page.getByRole('heading', { name: '공구상회' })).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '차단하기', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '공구상회님을 차단할까요?' });
  await dialog.getByRole('button', { name: '차단하기', exact: true }).click();
  await expect(page.getByText('차단한 사용자예요')).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);

  // Their posts are gone from the list, the search and the detail page.
  await page.goto('/products');
  await expect(page.getByText('방금 올라온 매물')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  await page.goto(`/products?word=${encodeURIComponent(title)}`);
  await expect(page.getByText(`‘${title}’ 검색 결과`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  await page.goto(`/products/${productId}`);
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible();

  // Unblock from the settings' block list: the posts come back.
  await page.goto('/mypage/settings');
  await page.getByRole('link', { name: '차단 사용자 관리' }).click();
  await expectPath(page, '/mypage/blocks');
  await page.getByRole('button', { name: '공구상회님 차단 해제' }).click();
  await expect(page.getByText('차단한 사용자가 없어요.')).toBeVisible();
  await page.goto(`/products/${productId}`);
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
});

/** The six-digit code in the newest message the test sink holds for `to`. */
async function codeSentTo(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/messages?to=${encodeURIComponent(to)}`);
      const [newest] = (await response.json()).data as { text: string }[];
      code = newest?.text.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeDefined();
  return code!;
}

test('a member changes the email and the contact with a code sent to the new address', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'member3@steelyard.test');
  await page.goto('/users/editAccount');

  // Email: the code goes to the new address; the change needs it.
  const email = page.getByRole('form', { name: '이메일 변경' });
  await email.getByLabel('새 이메일').fill('member3.new@steelyard.test');
  await email.getByLabel('현재 비밀번호').fill(PASSWORD);
  await email.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(
    email.getByText('member3.new@steelyard.test(으)로 인증번호를 보냈어요.', { exact: false }),
  ).toBeVisible();
  const code = await codeSentTo(page, 'member3.new@steelyard.test');
  await email.getByLabel('인증번호').fill(code === '000000' ? '111111' : '000000');
  await email.getByRole('button', { name: '변경하기' }).click();
  await expect(email.getByText('인증번호가 올바르지 않거나 만료되었습니다.')).toBeVisible();
  await email.getByLabel('인증번호').fill(code);
  await email.getByRole('button', { name: '변경하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '변경했어요.' })).toBeVisible();
  await expect(page.getByText('현재 이메일: member3.new@steelyard.test')).toBeVisible();

  // Contact: the same with an SMS to the new number.
  const contact = page.getByRole('form', { name: '연락처 변경' });
  await contact.getByLabel('새 연락처').fill('010-3333-7777');
  await contact.getByLabel('현재 비밀번호').fill(PASSWORD);
  await contact.getByRole('button', { name: '인증번호 받기' }).click();
  await contact.getByLabel('인증번호').fill(await codeSentTo(page, '01033337777'));
  await contact.getByRole('button', { name: '변경하기' }).click();
  await expect(page.getByText('현재 연락처: 01033337777')).toBeVisible();

  // The new email signs in.
  await page.goto('/logout');
  await signInAs(page, 'member3.new@steelyard.test');
});
