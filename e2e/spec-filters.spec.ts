import { expect as baseExpect } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@steelyard/contracts';
import { APP_PORT, test } from './support.ts';

/**
 * Issue 28's list filters at a phone's size (390×844): a buyer filters lathes by swing ≥ 500 mm
 * and year ≥ 2012 in the filter sheet, sees only the matching demo lathes and their count, and
 * the URL keeps the filter through a reload; the same list in German counts in German. Each
 * state is photographed (ko, de) for a person to look at.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** The demo data's lathes (both built after 2012, swing 610 and 920 mm). */
const LATHES = ['CNC 선반 화천 HL-460 2015년식', 'DMG MORI NLX2500 Drehmaschine'];
const FILTERED = /\/products\?(?=.*kind=lathe)(?=.*main_from=500)(?=.*year_from=2012)/;

test('a buyer filters lathes by swing and year; the count and the URL keep up', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // 'Who am I' answers a visitor 401, as the API says; the browser logs every 4xx.
    if (message.location().url.endsWith('/api/user') && message.text().includes('401')) return;
    if (message.type() === 'error') errors.push(message.text());
  });
  await page
    .context()
    .addCookies([{ name: LANGUAGE_COOKIE, value: 'ko', url: `http://127.0.0.1:${APP_PORT}` }]);
  await page.goto('/products');
  await page.locator('.browse-head__filter').click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  await sheet.getByLabel('기계 종류').selectOption({ label: '선반' });
  await sheet.getByRole('group', { name: '베드 위 스윙 (mm)' }).getByLabel('최소').fill('500');
  await sheet.getByLabel('제조연도부터').fill('2012');
  await sheet.getByRole('button', { name: '적용하기' }).click();
  await expect(sheet).toBeHidden();

  await expect(page).toHaveURL(FILTERED);
  const cards = page.locator('.product-list .product-card__title');
  const summary = page.locator('.filter-summary');
  const expectLathes = async () => {
    await expect(summary.getByText('기계 2대')).toBeVisible();
    await expect(cards).toHaveCount(LATHES.length);
    expect((await cards.allTextContents()).sort()).toEqual([...LATHES].sort());
    await expect(page.getByRole('list', { name: '적용된 필터' }).getByRole('button')).toHaveText([
      '선반',
      '베드 위 스윙 ≥ 500 mm',
      '제조 연도 ≥ 2012',
      '초기화',
    ]);
  };
  await expectLathes();
  await page.screenshot({ path: testInfo.outputPath('spec-filters-ko.png') });

  // A reload (or a shared link) draws the same filtered list from the URL.
  await page.reload();
  await expect(page).toHaveURL(FILTERED);
  await expectLathes();

  // A tighter swing leaves the one big lathe; its chip removes it again.
  await page.goto('/products?kind=lathe&main_from=700&year_from=2012');
  await expect(summary.getByText('기계 1대')).toBeVisible();
  await expect(cards).toHaveText([LATHES[1]!]);
  await page.getByRole('button', { name: '필터 해제: 베드 위 스윙 ≥ 700 mm' }).click();
  await expect(page).toHaveURL(/\/products\?(?!.*main_)(?=.*kind=lathe)(?=.*year_from=2012)/);
  await expect(summary.getByText('기계 2대')).toBeVisible();

  // The same list in German: the kind's name, its figure and the count in German.
  await page
    .context()
    .addCookies([{ name: LANGUAGE_COOKIE, value: 'de', url: `http://127.0.0.1:${APP_PORT}` }]);
  await page.goto('/products?kind=lathe&main_from=500&year_from=2012');
  await expect(summary.getByText('2 Maschinen')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Filter entfernen: Umlaufdurchmesser ≥ 500 mm' }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('spec-filters-de.png') });
  await page.locator('.browse-head__filter').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('group', { name: 'Umlaufdurchmesser (mm)' })
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('spec-filters-sheet-de.png') });
  expect(errors).toEqual([]);
});
