import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { firstId, memberScreens, report, violations, visit, visitorScreens, type Found } from './screens.ts';
import { signInAs, test } from './support.ts';

/**
 * Every public screen of spec §2 that exists, at a phone's size (390×844), checked with axe
 * (WCAG 2.1 A and AA): a visitor's screens, then a member's, then a few screens with a dialog or
 * sheet open. A serious or critical violation anywhere fails the test, listing them all.
 */

test.describe.configure({ timeout: 300_000 });

const MEMBER = 'member1@steelyard.test';

async function check(page: Page, paths: string[]): Promise<Found[]> {
  const found: Found[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      await visit(page, path);
      found.push(...(await violations(page, path)));
    });
  }
  return found;
}

test('a visitor’s screens have no serious or critical accessibility problems', async ({ page }) => {
  const found = await check(page, await visitorScreens(page.request));

  await test.step('the filter sheet, open', async () => {
    await visit(page, '/products');
    await page.getByRole('button', { name: /필터/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page, '/products (filter sheet)')));
  });

  expect(report(found)).toEqual([]);
});

test('a product page’s buttons are named by what they show and do (WCAG 2.2 AA with label-in-name)', async ({
  page,
}) => {
  const productId = await firstId(page.request, '/api/products?per_page=1');
  await visit(page, `/products/${productId}`);
  // axe's label-content-name-mismatch (WCAG 2.5.3) is experimental, so off unless asked for.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .exclude('.leaflet-tile-container')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
  await expect(page.getByRole('button', { name: /^관심 등록 \(\d+\)$/ })).toBeVisible();
});

test('a member’s screens have no serious or critical accessibility problems', async ({ page }) => {
  await signInAs(page, MEMBER);
  const { paths, mine } = await memberScreens(page.request);
  const found = await check(page, paths);

  await test.step('a confirmation dialog, open', async () => {
    await visit(page, `/products/${mine}`);
    await page.getByRole('button', { name: '삭제' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    found.push(...(await violations(page, `/products/${mine} (delete dialog)`)));
  });

  await test.step('the post form after a submit with errors', async () => {
    await visit(page, '/products/create');
    await page.getByRole('button', { name: '등록하기' }).click();
    await expect(page.getByText('제목을 입력해 주세요.')).toBeVisible();
    found.push(...(await violations(page, '/products/create (errors shown)')));
  });

  expect(report(found)).toEqual([]);
});

test('the back office fits a phone and a laptop screen without cutting its tables', async ({ page }) => {
  await signInAs(page, 'admin@steelyard.test');
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const path of [
    '/admin',
    '/admin/users',
    '/admin/examples',
    '/admin/examples/create',
    '/admin/alarms',
    '/admin/promotions?type=SPLASH',
    '/admin/promotions/create?type=PRODUCT',
    '/admin/settings',
    '/admin/settings/create',
    '/admin/userCities',
    '/admin/userCounties',
    '/admin/qnas',
    '/admin/notices',
    '/admin/notices/create',
    '/admin/faqs',
    '/admin/events',
    '/admin/events/create',
    '/admin/drawingRequests',
    '/admin/bigNotices',
    '/admin/factories',
    '/admin/freelancers',
    '/admin/businesses',
  ]) {
    await visit(page, path);
    expect(await overflow(), `${path} at 390 px`).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/admin/products');
  expect(await overflow()).toBe(0);
  const table = page.locator('.table-wrap').first();
  expect(await table.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)).toBeLessThanOrEqual(0);
});
