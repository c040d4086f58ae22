import { expect } from '@playwright/test';
import sharp from 'sharp';
import { adminPage, apiSignIn, csrfHeaders, expectPath, signInAs, test, uniqueSuffix } from './support.ts';

/*
 * Issue 13 end to end: a member asks a 1:1 inquiry with a photo on a phone (390×844), the admin
 * answers it at desktop size, and the member sees the answer and the alarm; the admin publishes a
 * notice with a picture and formatted text in Korean and English, and each language reads its own.
 */

const MEMBER = 'member1@steelyard.test';
const ADMIN = 'admin@steelyard.test';

/** A real photo file as a phone would pick it. */
async function photo(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 90, b: 255 - hue } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

test('a member asks with a photo, the admin answers, the member sees the answer and the alarm', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // two scrypt sign-ins and an upload on a shared machine
  const title = `해외 배송 문의 ${uniqueSuffix()}`;

  await signInAs(page, MEMBER);
  await page.goto('/qnas/create');
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
  await page.getByTestId('photo-input').setInputFiles([await photo('machine.jpg', 60)]);
  await expect(page.getByText('사진 1/5')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('내용').fill('일본으로 선반을 보내고 싶어요. 배송이 되나요?');
  await page.screenshot({ path: 'test-results/support-qna-create.png' });
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page).toHaveURL(/\/qnas\/\d+$/);
  const qnaId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('답변 대기')).toBeVisible();
  await expect(page.getByRole('img', { name: '사진 1' })).toBeVisible();

  // The admin, at desktop size, finds it among the waiting ones and answers it.
  const admin = await adminPage(browser);
  await admin.goto('/admin/qnas?status=waiting');
  await admin.getByRole('link', { name: title }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/qnas/create\\?id=${qnaId}$`));
  await admin
    .getByLabel('답변', { exact: true })
    .fill('네, 일본까지 배송해 드려요. 운임은 견적 후 안내드릴게요.');
  await admin.getByRole('button', { name: '답변 등록' }).click();
  await expect(admin.getByRole('button', { name: '수정 저장' })).toBeVisible();
  await admin.screenshot({ path: 'test-results/support-admin-answer.png' });
  await admin.context().close();

  // The member sees the answer and the alarm.
  await page.goto(`/qnas/${qnaId}`);
  await expect(page.getByText('답변 완료')).toBeVisible();
  await expect(page.getByText('네, 일본까지 배송해 드려요.', { exact: false })).toBeVisible();
  await page.screenshot({ path: 'test-results/support-qna-answered.png', fullPage: true });
  await page.goto('/alarms');
  const alarm = page.getByRole('listitem').filter({ hasText: title });
  await expect(alarm.getByText('1:1 문의에 답변이 등록되었어요.')).toBeVisible();
  await alarm.getByRole('button').first().click();
  await expectPath(page, `/qnas/${qnaId}`);
});

test('the admin publishes a notice with a picture and formatted text; Korean and English readers each read theirs', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = uniqueSuffix();
  const admin = await adminPage(browser);
  await admin.goto('/admin/notices/create');

  const korean = admin.getByRole('group', { name: /^한국어/ });
  await korean.getByLabel('제목', { exact: true }).fill(`서버 점검 ${stamp}`);
  const koBody = korean.getByRole('textbox', { name: '본문 (한국어)' });
  await koBody.click();
  await admin.keyboard.type('오늘 밤 ');
  await korean.getByRole('button', { name: '굵게' }).click();
  await admin.keyboard.type('2시부터 3시까지');
  await korean.locator('input[type="file"]').setInputFiles([await photo('map.jpg', 200)]);
  await expect(koBody.locator('img')).toHaveCount(1, { timeout: 20_000 });

  const english = admin.getByRole('group', { name: /^영어/ });
  await english.getByLabel('제목', { exact: true }).fill(`Maintenance ${stamp}`);
  await english.getByRole('textbox', { name: '본문 (영어)' }).click();
  await english.getByRole('button', { name: '기울임' }).click();
  await admin.keyboard.type('Tonight from 2 to 3');

  await admin.getByLabel('게시 (회원이 볼 수 있어요)').check();
  await admin.getByRole('button', { name: '저장', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/notices\/create\?id=\d+$/);
  const noticeId = Number(new URL(admin.url()).searchParams.get('id'));
  await admin.screenshot({ path: 'test-results/support-admin-notice.png', fullPage: true });
  await admin.context().close();

  // A Korean reader (the phone, signed in) reads the Korean text, formatted, with the picture.
  await signInAs(page, MEMBER);
  await page.goto(`/notices/${noticeId}`);
  await expect(page.getByRole('heading', { name: `서버 점검 ${stamp}` })).toBeVisible();
  await expect(page.locator('.prose--html strong')).toHaveText('2시부터 3시까지');
  await expect(page.locator('.prose--html img')).toBeVisible();
  await page.screenshot({ path: 'test-results/support-notice-ko.png', fullPage: true });

  // An English reader reads the English one.
  const reader = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await reader.goto('/login');
  await reader.getByLabel('언어 선택').selectOption('en');
  await expect(reader.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await reader.goto(`/notices/${noticeId}`);
  await expect(reader.getByRole('heading', { name: `Maintenance ${stamp}` })).toBeVisible();
  await expect(reader.locator('.prose--html em')).toHaveText('Tonight from 2 to 3');
  await reader.context().close();
});

test('a script, an event handler and a javascript: link in a notice never reach the page', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, ADMIN);
  const created = await admin.post('/api/admin/notices', {
    data: {
      published: 1,
      title_ko: `보안 점검 ${uniqueSuffix()}`,
      content_ko:
        '<p onmouseover="window.__xss=1">본문<script>window.__xss=2</script>' +
        '<img src="/nope.png" onerror="window.__xss=3"><a href="javascript:window.__xss=4">링크</a>' +
        '<a href="https://example.com">안전한 링크</a></p>',
    },
    headers: await csrfHeaders(admin),
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  await admin.dispose();

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/notices/${id}`);
  const body = page.locator('.prose--html');
  await expect(body.getByRole('link', { name: '안전한 링크' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  await body.hover();
  await body.getByText('링크', { exact: true }).click();
  expect(await body.locator('script, [onmouseover], [onerror], a[href^="javascript"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
});
