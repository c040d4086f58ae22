import { expect } from '@playwright/test';
import { apiSignIn, expectPath, postProduct, signIn, test } from './support.ts';

test('a keyword alert reaches the member in /alarms and the header badge', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000); // two scrypt sign-ins and a product post on a shared machine
  const keyword = `유압${String(Date.now()).slice(-6)}`;

  await page.goto('/login');
  await signIn(page, 'member1@steelyard.test');
  await expectPath(page, '/products');

  await page.goto('/keywords');
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('키워드를 입력해 주세요.')).toBeVisible();
  await page.getByLabel('알림 받을 키워드').fill(keyword);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: keyword })).toBeVisible();
  await page.getByLabel('알림 받을 키워드').fill(keyword);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(page.getByText('이미 등록된 키워드입니다.')).toBeVisible();

  // Another member posts a product that mentions the keyword.
  const seller = await playwright.request.newContext({ baseURL });
  await apiSignIn(seller, 'member2@steelyard.test');
  const title = `${keyword} 프레스 200톤 판매`;
  const productId = await postProduct(seller, title);
  await seller.dispose();

  await page.goto('/alarms');
  const alarm = page.getByRole('listitem').filter({ hasText: title });
  await expect(alarm).toBeVisible();
  await expect(alarm.getByText(`키워드 "${keyword}" 새 글이 올라왔어요`)).toBeVisible();
  // The header's bell names its unread count ('알림 (읽지 않음 1개)').
  await expect(page.getByRole('link', { name: /^알림 \(읽지 않음 \d+개\)$/ })).toBeVisible();

  // Tapping opens the product and marks the alarm read.
  await alarm.getByRole('button').first().click();
  await expectPath(page, `/products/${productId}`);
  await expect(page.getByText(title).first()).toBeVisible();
});
