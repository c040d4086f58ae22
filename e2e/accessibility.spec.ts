import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { csrfHeaders, signInAs, test } from './support.ts';

/**
 * Every public screen of spec §2 that exists, at a phone's size (390×844), checked with axe
 * (WCAG 2.1 A and AA): a visitor's screens, then a member's, then a few screens with a dialog or
 * sheet open. A serious or critical violation anywhere fails the test, listing them all.
 */

test.describe.configure({ timeout: 300_000 });

const MEMBER = 'member1@steelyard.test';

interface Found {
  path: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical violations on the page as it is now. */
async function violations(page: Page, path: string): Promise<Found[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The map's tiles come from outside; offline they are blank squares Leaflet draws itself.
    .exclude('.leaflet-tile-container')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      path,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** Opens a screen and waits until it has loaded what it shows. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.boot-splash, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

async function firstId(page: Page, url: string): Promise<number> {
  const body = (await (await page.request.get(url)).json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  expect(id, `an item from ${url}`).toBeTruthy();
  return id!;
}

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

const report = (found: Found[]) =>
  found.map((f) => `${f.path}: [${f.impact}] ${f.rule} — ${f.help} (${f.targets.join(', ')})`);

test('a visitor’s screens have no serious or critical accessibility problems', async ({ page }) => {
  const productId = await firstId(page, '/api/products?per_page=1');
  const eventId = await firstId(page, '/api/events');
  const noticeId = await firstId(page, '/api/notices');
  const faqId = await firstId(page, '/api/faqs');
  const categoryId = await firstId(page, '/api/productCategories');
  const memberId = (
    (await (await page.request.get(`/api/products/${productId}`)).json()) as {
      data: { user: { id: number } };
    }
  ).data.user.id;
  const found = await check(page, [
    '/',
    '/products',
    '/productsSearch?word=%EC%84%A0%EB%B0%98',
    `/products/${productId}`,
    '/productCategories',
    `/productCategories/${categoryId}`,
    '/events',
    `/events/${eventId}`,
    '/faqs',
    `/faqs/${faqId}`,
    '/notices',
    `/notices/${noticeId}`,
    '/searches',
    `/users/${memberId}`,
    '/login',
    '/loginByContact',
    '/loginSample',
    '/socialLogin',
    '/needUpdate',
    '/users/create',
    '/users/findId',
    '/users/findPassword',
    '/users/resetPassword',
    '/users/successFindPassword',
    '/contents/locationPolicy',
    '/contents/privacyPolicy',
    '/contents/servicePolicy',
    '/samples',
    '/drawingRequests',
    '/intro',
    '/requestRemoves/create',
    '/no/such/page',
  ]);

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
  const productId = await firstId(page, '/api/products?per_page=1');
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
  const roomId = await firstId(page, '/api/chats');
  const mine = await firstId(page, '/api/users/me/products');
  const asked = await page.request.post('/api/qnas', {
    data: { title: '배송 문의', content: '해외 배송이 되나요?' },
    headers: await csrfHeaders(page.request),
  });
  const qnaId = ((await asked.json()) as { data: { id: number } }).data.id;
  const found = await check(page, [
    '/mypage',
    '/mypage/blocks',
    '/mypage/settings',
    `/mypage/products/buyer_select?product_id=${mine}`,
    '/mypage/products/indexByBuy',
    '/mypage/products/indexBySell',
    '/mypage/sessions',
    '/products/create',
    `/products/create?id=${mine}`,
    `/products/${mine}`,
    '/alarms',
    '/chats',
    `/chats/${roomId}`,
    '/keywords',
    '/likes',
    '/users/remove',
    '/users/editAccount',
    '/users/editAlarm',
    '/users/editProfile',
    '/qnas',
    '/qnas/create',
    `/qnas/${qnaId}`,
    '/drawingRequests/create',
    '/bigNotices/create',
    '/factoryApplications',
    '/factoryApplications?tab=received',
    '/factories/create',
    '/freelancers',
    '/mypage/services/requests',
    '/mypage/services/quotes?kind=production&status=awarded',
    '/mypage/services/factories?tab=received',
    '/mypage/services/freelancer',
  ]);

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
