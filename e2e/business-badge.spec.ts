import { expect as baseExpect } from '@playwright/test';
import sharp from 'sharp';
import { adminPage, csrfHeaders, postProduct, test, uniqueSuffix } from './support.ts';

// A sign-up and two sign-ins hash with scrypt, seconds each on a busy 2-core machine: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });

/** NAVER's registration number as published in its filings (DART): a real, valid Korean number. */
const VALID_NUMBER = '220-81-62517';
/** The same number with its check digit changed. */
const INVALID_NUMBER = '220-81-62518';

/**
 * Issue 30's done-means for business accounts: a member registers a Korean business (a number with
 * a wrong check digit refused at its field), the back office verifies it, and the badge shows on
 * the member's post. The member is new, so the demo sellers stay private or verified as the other
 * specs expect, and the post is deleted at the end.
 */
test('a member registers a Korean business, the admin verifies it, the badge shows on their post', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const legalName = `주식회사 시화정밀 ${suffix}`;
  const signedUp = await page.request.post('/api/users', {
    data: {
      email: `business-${suffix}@steelyard.test`,
      password: `lathe${suffix}9`,
      password_confirmation: `lathe${suffix}9`,
      nickname: `정밀${suffix}`,
      country: 'KR',
      city: '경기도',
      county: '시흥시',
    },
    headers: await csrfHeaders(page.request),
  });
  expect(signedUp.status()).toBe(201);
  const productId = await postProduct(page.request, `중고 CNC 선반 ${suffix}`);

  // 1. The form refuses a number whose check digit is wrong, at the number's field.
  await page.goto('/mypage/business');
  await expect(page.getByRole('heading', { name: '사업자 인증' })).toBeVisible();
  await page.getByLabel('등록 국가').selectOption('KR');
  await page.getByLabel('상호(법인명)').fill(legalName);
  await page.getByLabel('등록번호').fill(INVALID_NUMBER);
  await page.getByLabel('대표자').fill('김정밀');
  await page.getByLabel('사업장 주소').fill('경기도 시흥시 공단1대로 100');
  const proof = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 240, g: 240, b: 235 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('증빙 서류 (PDF 또는 사진)')
    .setInputFiles({ name: 'registration.jpg', mimeType: 'image/jpeg', buffer: proof });
  await page.getByRole('button', { name: '인증 신청' }).click();
  await expect(page.getByLabel('등록번호')).toHaveAccessibleDescription(
    '존재하지 않는 번호입니다. 한 자리씩 다시 확인해 주세요.',
  );

  // 2. A valid number is taken and waits for review.
  await page.getByLabel('등록번호').fill(VALID_NUMBER);
  await page.getByRole('button', { name: '인증 신청' }).click();
  await expect(page.getByText('심사 중', { exact: true })).toBeVisible();

  // 3. The back office verifies it from the queue.
  const admin = await adminPage(browser);
  await admin.goto('/admin/businesses');
  const card = admin.locator('.admin-business', { hasText: legalName });
  await expect(card).toContainText('220-81-62517');
  await card.getByRole('button', { name: '인증', exact: true }).click();
  await expect(admin.getByText('사업자를 인증했습니다.')).toBeVisible();
  await admin.context().close();

  // 4. The member's post shows the badge beside the seller.
  await page.goto(`/products/${productId}`);
  await expect(page.locator('.seller-card').getByText('인증된 사업자')).toBeVisible();

  const deleted = await page.request.delete(`/api/products/${productId}`, {
    headers: await csrfHeaders(page.request),
  });
  expect(deleted.ok()).toBe(true);
});
