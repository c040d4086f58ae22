import { expect, type Page } from '@playwright/test';
import { apiSignIn, csrfHeaders, test } from './support.ts';

/**
 * The back office on a phone (390 px) in the language chosen: every list fits the screen as
 * cards (no table cut off at the edge), and the screens speak English when English is chosen
 * (the side menu's Korean labels of spec §2 aside).
 */
const LISTS: [path: string, heading: string][] = [
  ['/admin/users', 'Users'],
  ['/admin/products', 'Products'],
  ['/admin/promotions?type=SPLASH', 'Splash ads'],
  ['/admin/reports?status=handled', 'Report history'],
  ['/admin/qnas', 'Q&A'],
  ['/admin/chats', 'Chat history'],
  ['/admin/notices', 'Notices'],
  ['/admin/drawingRequests', 'Drawing requests'],
];

async function widths(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    cut: [...document.querySelectorAll<HTMLElement>('.table-wrap')].filter(
      (wrap) => wrap.scrollWidth > wrap.clientWidth + 1,
    ).length,
  }));
}

// Choosing English stores it on the admin's account, and the account's language follows it to every
// device: the later specs sign the same admin in and read Korean, so give the account Korean back.
test.afterEach(async ({ page }) => {
  const reset = await page.request.patch('/api/users/updateLanguage', {
    data: {},
    headers: { ...(await csrfHeaders(page.request)), 'Accept-Language': 'ko' },
  });
  expect(reset.ok()).toBe(true);
});

test('the back office fits a 390 px phone and follows the chosen language', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.addInitScript(() => window.localStorage.setItem('steelyard.language', 'en'));
  await apiSignIn(page.request, 'admin@steelyard.test');
  for (const [path, heading] of LISTS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.locator('.table-wrap, .empty-state').first()).toBeVisible();
    expect(await widths(page), path).toEqual({ page: 390, cut: 0 });
  }
  // A row is a card that names each value: the products list shows its columns' names in English.
  await page.goto('/admin/products');
  const card = page.locator('.table--cards tbody tr').first();
  await expect(card.getByText('Trade status', { exact: true })).toBeVisible();
  await expect(card.getByText('Seller', { exact: true })).toBeVisible();
});
