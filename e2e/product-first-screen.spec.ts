import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support.ts';

/**
 * Issue 23 §5: a product page's first screen at 390×844 shows the product — the photo in a steady
 * 4:3 frame it fills (no letterbox), then the status, the title, the price and the main action,
 * above one bottom bar (like, price, chat), with the title once.
 */
const VIEWPORT = { width: 390, height: 844 };

async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!;
}

async function checkFirstScreen(page: Page, chat: RegExp) {
  const list = (await (await page.request.get('/api/products?cursor=&per_page=20')).json()).data as {
    id: number;
    title: string;
    thumb_url: string | null;
  }[];
  const product = list.find((p) => p.thumb_url)!;
  await page.goto(`/products/${product.id}`);
  const title = page.getByRole('heading', { level: 1, name: product.title });
  const bar = page.locator('.detail-bar');
  const barBox = await boxOf(bar);
  // The one bar sits at the very bottom: the tab bar steps aside.
  expect(barBox.y + barBox.height).toBeCloseTo(VIEWPORT.height, 0);
  await expect(page.locator('.tabbar')).toBeHidden();
  await expect(bar.getByRole('button', { name: chat })).toBeVisible();

  // The photo: a 4:3 frame across the screen, filled (cover), wholly on the first screen.
  const gallery = await boxOf(page.locator('.gallery'));
  expect(gallery.width).toBeCloseTo(VIEWPORT.width, 0);
  expect(gallery.height).toBeCloseTo((gallery.width * 3) / 4, 0);
  expect(gallery.y + gallery.height).toBeLessThanOrEqual(barBox.y);
  const slide = page.locator('.gallery__slide').first();
  expect(await slide.evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover');

  // Status, title and price above the bar, without scrolling.
  for (const part of [
    page.locator('.detail-main__tags .tag').first(),
    title,
    page.locator('.detail-main__price'),
  ]) {
    const box = await boxOf(part);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(barBox.y);
  }
  // The title once: the top row has only back and the tools.
  await expect(page.locator('.page__title-bar')).not.toContainText(product.title);
  await expect(page.getByText(product.title, { exact: true })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('product-first-screen.png') });
}

test('a product page shows the product on its first screen', async ({ page }) => {
  await checkFirstScreen(page, /채팅/);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });
  test('a product page shows the product on its first screen', async ({ page }) => {
    await checkFirstScreen(page, /Chat/);
  });
});
