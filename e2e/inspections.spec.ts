import { expect } from '@playwright/test';
import sharp from 'sharp';
import { postProduct, signedInPage, test } from './support.ts';

const SELLER = 'member3@steelyard.test';
const BUYER = 'member4@steelyard.test';
const INSPECTOR = 'admin@steelyard.test';

/** A photo as the inspector's phone would pick it. */
async function photo(name: string) {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 90, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * Issue 30's done-means for inspections: a buyer requests an inspection from the post's page, an
 * inspector files a report with a photo from the queue, and the post shows 'inspected' with the report.
 */
test('a buyer requests an inspection, an inspector files a report with a photo, the post shows it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `검수 선반 inspected lathe ${Date.now().toString(36)}`;
  const seller = await signedInPage(browser, SELLER);
  const productId = await postProduct(seller.request, title);
  await seller.context().close();

  // 1. The buyer asks from the post's page.
  const buyer = await signedInPage(browser, BUYER);
  await buyer.goto(`/products/${productId}`);
  await buyer.getByRole('button', { name: '검수 요청' }).click();
  await expect(buyer.getByText('검수를 요청했어요.', { exact: false })).toBeVisible();

  // 2. The inspector (an admin) files the report from the queue, with a photo.
  const inspector = await signedInPage(browser, INSPECTOR);
  await inspector.goto('/inspections');
  const item = inspector.locator('.inspection-queue__item', { hasText: title });
  await item.getByRole('button', { name: '보고서 작성' }).click();
  await item.getByLabel('외관·프레임').selectOption('good');
  await item.getByLabel('시운전').selectOption('fair');
  await item.getByLabel('메모').fill('주축 소음 없음, 베드 마모 경미.');
  await item.getByTestId('photo-input').setInputFiles([await photo('spindle.jpg')]);
  await expect(item.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await item.getByRole('button', { name: '보고서 등록' }).click();
  await expect(inspector.getByText('검수 보고서를 등록했어요.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await inspector.context().close();

  // 3. The post shows 'inspected' with its report.
  await buyer.reload();
  await expect(buyer.locator('.detail-main__tags').getByText(/^검수 완료 · /u)).toBeVisible();
  const reportLink = buyer.getByRole('link', { name: '검수 보고서 보기' });
  await expect(reportLink).toHaveAttribute('href', `/products/${productId}/inspection`);
  await reportLink.click();
  // Before the app has started the link is a page load of its own, which a busy machine takes time for.
  await expect(buyer).toHaveURL(new RegExp(`/products/${productId}/inspection$`), { timeout: 20_000 });
  const ratings = buyer.locator('.inspection-ratings');
  await expect(ratings.locator('div', { hasText: '외관·프레임' }).locator('dd')).toHaveText('양호');
  await expect(ratings.locator('div', { hasText: '시운전' }).locator('dd')).toHaveText('보통');
  await expect(buyer.getByText('주축 소음 없음, 베드 마모 경미.')).toBeVisible();
  await expect(buyer.getByRole('img', { name: '검수 사진 1' })).toBeVisible();
  await buyer.context().close();
});
