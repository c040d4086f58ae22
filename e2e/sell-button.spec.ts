import { expect } from '@playwright/test';
import { test } from './support.ts';

/**
 * Issue 23 §8: selling never covers the list. It is the middle item of the tab bar; a card that
 * has scrolled to just above the bar shows its footer (like and chat counts) uncovered.
 */
test('Sell sits in the tab bar and covers no card of the list', async ({ page }) => {
  await page.goto('/products');
  const tabbar = page.getByRole('navigation', { name: '주요 메뉴' });
  await expect(tabbar.getByRole('link', { name: '글쓰기' })).toHaveAttribute('href', '/products/create');
  await expect(page.locator('.product-card').nth(5)).toBeAttached();
  const barTop = (await tabbar.boundingBox())!.y;
  // The first card whose bottom is still under the bar: scrolled up to just above it.
  const bottoms = await page
    .locator('.product-card')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().bottom));
  const card = page.locator('.product-card').nth(bottoms.findIndex((bottom) => bottom > barTop));
  // The card's bottom edge 12 px above the bar, where a floating button would sit. Scrolled again
  // until it rests there: a card photo decoding above it may still move it once.
  const offset = async () => {
    const now = (await card.boundingBox())!;
    return Math.round(now.y + now.height - (barTop - 12));
  };
  await expect
    .poll(async () => {
      const by = await offset();
      if (by !== 0) await page.evaluate((distance) => window.scrollBy(0, distance), by);
      // Math.abs: a rounded -0.3 is -0, which toBe(0) tells apart.
      return Math.abs(await offset());
    })
    .toBe(0);
  const covered = await card.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const points = [0.1, 0.5, 0.75, 0.95].map((share) => [rect.left + rect.width * share, rect.bottom - 8]);
    return points
      .map(([x, y]) => document.elementFromPoint(x!, y!))
      .filter((hit) => !hit || !element.contains(hit))
      .map((hit) => hit?.className ?? 'nothing');
  });
  expect(covered).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('list-bottom.png') });
});
