import { expect as baseExpect } from '@playwright/test';
import { csrfHeaders, postProduct, signedInPage, signInAs, test, uniqueSuffix } from './support.ts';

/**
 * Issue 28's done-means at a phone's size (390×844): a buyer filters lathes by swing ≥ 500 mm and
 * year ≥ 2012, saves the list as an alert, and is told live (no reload) when another member, in a
 * second browser, posts a matching lathe; a lathe with a smaller swing tells nothing.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** A lathe's template values (the seeded lathe template's required figures). */
const latheSpecs = (serial: string, swing: number) => ({
  maker: 'Doosan',
  model: 'PUMA 400',
  serial_number: serial,
  year: 2016,
  hours: 12_500,
  power_kw: 22,
  voltage: 380,
  phase: '3',
  frequency: '60',
  control: 'Fanuc 0i-TD',
  swing_mm: swing,
  centres_mm: 1250,
  weight_kg: 6200,
  length_mm: 4300,
  width_mm: 2100,
  height_mm: 2000,
});

test('a buyer saves lathes ≥ 500 mm swing from 2012 as an alert and is told live of a matching post', async ({
  page,
  browser,
}, testInfo) => {
  const suffix = uniqueSuffix();
  const alertName = `큰 선반 ${suffix}`;
  await signInAs(page, 'member1@steelyard.test');
  // Start from no unread alarms, so the bell's count is this test's.
  const readAll = await page.request.post('/api/alarms/readAll', {
    headers: await csrfHeaders(page.request),
  });
  baseExpect(readAll.ok()).toBe(true);

  await page.goto('/products');
  await page.locator('.browse-head__filter').click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  await sheet.getByLabel('기계 종류').selectOption({ label: '선반' });
  await sheet.getByRole('group', { name: '베드 위 스윙 (mm)' }).getByLabel('최소').fill('500');
  await sheet.getByLabel('제조연도부터').fill('2012');
  await sheet.getByRole('button', { name: '적용하기' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/kind=lathe/);

  await page.getByRole('button', { name: '알림 저장' }).click();
  const dialog = page.getByRole('dialog', { name: '조건 알림 저장' });
  await expect(dialog.getByLabel('알림 이름')).toHaveValue(/^선반, /);
  await dialog.getByLabel('알림 이름').fill(alertName);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('조건 알림을 저장했어요')).toBeVisible();
  await expect(page.getByRole('link', { name: '알림', exact: true })).toBeVisible();
  const listUrl = page.url();

  // Another member, in their own browser, posts a lathe too small, then one that matches.
  const seller = await signedInPage(browser, 'member2@steelyard.test');
  const templates = (await (await seller.request.get('/api/specTemplates')).json()).data as {
    id: number;
    slug: string;
  }[];
  const lathe = templates.find((template) => template.slug === 'lathe')!;
  const post = (title: string, swing: number) =>
    postProduct(seller.request, title, {
      spec_template_id: lathe.id,
      specs: JSON.stringify(latheSpecs(`SA-${suffix}-${swing}`, swing)),
      working_state: 'working',
      loading_methods: 'forklift',
    });
  const smallId = await post(`작은 선반 ${suffix}`, 400);
  const matchingTitle = `두산 PUMA 400 선반 ${suffix}`;
  const productId = await post(matchingTitle, 640);

  // The buyer's open list hears of it: the bell counts one unread alarm, without a reload.
  await expect(page.getByRole('link', { name: '알림 (읽지 않음 1개)' })).toBeVisible();
  baseExpect(page.url()).toBe(listUrl);
  await page.screenshot({ path: testInfo.outputPath('spec-alert-live-ko.png') });

  await page.getByRole('link', { name: '알림 (읽지 않음 1개)' }).click();
  const alarm = page.getByRole('listitem').filter({ hasText: matchingTitle });
  await expect(alarm.getByText(`조건 알림 "${alertName}"에 맞는 새 글이 올라왔어요`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `작은 선반 ${suffix}` })).toHaveCount(0);
  await alarm.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}$`));

  // The alert is listed beside the keyword alerts, and deleted there (the next run starts clean).
  await page.goto('/keywords');
  const alerts = page.getByRole('region', { name: '조건 알림' });
  await expect(alerts.getByRole('link', { name: alertName })).toBeVisible();
  await alerts.getByRole('button', { name: `${alertName} 삭제` }).click();
  await expect(alerts.getByRole('link', { name: alertName })).toHaveCount(0);
  // And the lathes go: the demo's lathes stay the only ones other specs filter for.
  for (const id of [smallId, productId]) {
    const deleted = await seller.request.delete(`/api/products/${id}`, {
      headers: await csrfHeaders(seller.request),
    });
    baseExpect(deleted.ok()).toBe(true);
  }
  await seller.context().close();
});
