import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { codeSentTo, csrfHeaders, expectPath, signIn, test, uniqueSuffix } from './support.ts';

/**
 * Accounts end to end, at a phone's size in Korean: sign-up with an activity area, finding a
 * forgotten password with a code by email, and withdrawal with its 7-day rejoin ban (spec §4–§6).
 * Every test makes its own member, so the demo members stay as the other specs expect them.
 */

// Each sign-up and sign-in hashes with scrypt (over a second on the shared 2-core machine, and
// several under load): generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

interface NewMember {
  email: string;
  password: string;
  nickname: string;
}

/** A member no one has used yet; `kind` names the test in the address. */
const newMember = (kind: string): NewMember => {
  const suffix = uniqueSuffix();
  return {
    email: `${kind}-${suffix}@steelyard.test`,
    password: `lathe${suffix}9`,
    nickname: `회원${suffix}`,
  };
};

/** The area every member here picks: province (시/도) first, then its city/district (시/군/구). */
const AREA = { city: '서울특별시', county: '강남구' };

/** Fills /users/create and submits it. */
async function submitSignUp(page: Page, member: NewMember) {
  await page.getByLabel('이메일').fill(member.email);
  await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
  await page.getByLabel('비밀번호 확인').fill(member.password);
  await page.getByLabel('닉네임').fill(member.nickname);
  await page.getByLabel('시/도').selectOption(AREA.city);
  await page.getByLabel('시/군/구').selectOption(AREA.county);
  await page.getByRole('button', { name: '가입하기' }).click();
}

/** A new member made through the API, in a context of its own, so the page stays signed out. */
async function createMember(request: APIRequestContext, kind: string): Promise<NewMember> {
  const member = newMember(kind);
  const response = await request.post('/api/users', {
    data: { ...member, password_confirmation: member.password, country: 'KR', ...AREA },
    headers: await csrfHeaders(request),
  });
  expect(response.status()).toBe(201);
  return member;
}

async function signInWith(page: Page, member: NewMember) {
  await page.goto('/login');
  await signIn(page, member.email, { password: member.password });
}

test('a visitor signs up and is signed in; the same email again gets the field message', async ({ page }) => {
  const member = newMember('join');
  await page.goto('/login');
  await page.getByRole('link', { name: '회원가입' }).click();
  await expectPath(page, '/users/create');
  await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();

  // Nothing filled: the spec's required messages, before anything is sent.
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByLabel('닉네임')).toHaveAccessibleDescription('닉네임을 입력해 주세요.');
  await expect(page.getByLabel('시/도')).toHaveAccessibleDescription('활동 지역을 선택해 주세요.');

  // The district list follows the province.
  await expect(page.getByLabel('시/군/구')).toBeDisabled();
  await submitSignUp(page, member);
  await expectPath(page, '/products');
  await page.goto('/mypage');
  await expect(page.getByText(member.nickname, { exact: true })).toBeVisible();

  await page.goto('/logout');
  await expectPath(page, '/products');
  await page.goto('/users/create');
  await submitSignUp(page, { ...newMember('again'), email: member.email });
  await expect(page.getByLabel('이메일')).toHaveAccessibleDescription('이미 가입된 이메일입니다.');
  await expectPath(page, '/users/create');
});

test('a member resets a forgotten password with a code by email; only the new one signs in', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'reset');
  const renewed = `renewed${uniqueSuffix()}7`;

  await page.goto('/login');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expectPath(page, '/users/findPassword');
  await expect(page.getByRole('heading', { name: '비밀번호 찾기' })).toBeVisible();
  await page.getByRole('textbox', { name: '이메일' }).fill(member.email);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(
    page.getByText('가입된 정보라면 인증번호가 발송되었어요. 받지 못했다면 입력한 정보를 확인해 주세요.'),
  ).toBeVisible();
  await page.getByLabel('인증번호').fill(await codeSentTo(request, member.email));
  await page.getByRole('button', { name: '다음', exact: true }).click();

  await expectPath(page, '/users/resetPassword');
  await expect(page.getByRole('heading', { name: '새 비밀번호 설정' })).toBeVisible();
  await page.getByLabel('새 비밀번호', { exact: true }).fill('short');
  await page.getByLabel('새 비밀번호 확인').fill('short');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByLabel('새 비밀번호', { exact: true })).toHaveAccessibleDescription(
    '영문과 숫자를 포함해 8자 이상 입력해 주세요.',
  );
  await page.getByLabel('새 비밀번호', { exact: true }).fill(renewed);
  await page.getByLabel('새 비밀번호 확인').fill(renewed);
  await page.getByRole('button', { name: '비밀번호 변경' }).click();

  await expectPath(page, '/users/successFindPassword');
  await expect(page.getByRole('heading', { name: '비밀번호가 변경되었어요' })).toBeVisible();
  await page.getByRole('link', { name: '로그인하기' }).click();
  await expectPath(page, '/login');
  await signIn(page, member.email, { password: member.password });
  await expect(page.getByLabel('이메일')).toHaveAccessibleDescription(
    '이메일 또는 비밀번호가 일치하지 않습니다.',
  );
  await signIn(page, member.email, { password: renewed });
  await expectPath(page, '/products');
});

test('a member withdraws after ticking the agreement; then sign-in fails and rejoining is banned for 7 days', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'leave');
  await signInWith(page, member);
  await expectPath(page, '/products');

  await page.goto('/users/remove');
  await expect(page.getByRole('heading', { name: '탈퇴하기 전에 확인해 주세요' })).toBeVisible();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  const agreement = page.getByLabel('위 내용을 확인했으며 탈퇴에 동의합니다.');
  await expect(agreement).toHaveAccessibleDescription('탈퇴 안내에 동의해 주세요.');
  await agreement.check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  const confirm = page.getByRole('alertdialog', { name: '정말 탈퇴할까요?' });
  await expect(confirm).toContainText('탈퇴하면 되돌릴 수 없어요.');
  // The ban runs 7 days from the withdrawal (server time, as a date).
  const banEnds = [Date.now()];
  await confirm.getByRole('button', { name: '탈퇴하기' }).click();
  await expectPath(page, '/products');
  // A notice that needs no answer: a status message (toast), not a popup.
  await expect(
    page.getByRole('status').filter({ hasText: '탈퇴가 완료되었어요. 그동안 이용해 주셔서 감사합니다.' }),
  ).toBeVisible();
  banEnds.push(Date.now());

  await signInWith(page, member);
  await expect(page.getByLabel('이메일')).toHaveAccessibleDescription(
    '이메일 또는 비밀번호가 일치하지 않습니다.',
  );

  await page.goto('/users/create');
  await submitSignUp(page, { ...newMember('rejoin'), email: member.email });
  const dates = banEnds.map((at) => new Date(at + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
  await expect(page.getByLabel('이메일')).toHaveAccessibleDescription(
    new RegExp(`^최근 탈퇴한 정보로는 (${dates.join('|')})까지 다시 가입할 수 없습니다\\.$`),
  );
  await expectPath(page, '/users/create');
});
