import { expect, type Page } from '@playwright/test';
import { signedInPage, signInAs, test, uniqueSuffix } from './support.ts';

/*
 * Issue 15 end to end on a phone (390×844): a member posts a drawing request with a PDF and a DXF,
 * two other members open the drawings and quote, and the requester compares the quotes side by
 * side and awards one. The drawings are served only through the checked route.
 */

const REQUESTER = 'member1@steelyard.test';
const SUPPLIERS = ['member2@steelyard.test', 'member3@steelyard.test'];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
const DXF = Buffer.from('  0\nSECTION\n  2\nENTITIES\n  0\nENDSEC\n  0\nEOF\n');

async function sendQuote(page: Page, path: string, price: string) {
  await page.goto(path);
  // Ordinary drawings open to any signed-in member, through the checked route.
  const pdf = page.getByRole('link', { name: 'flange.pdf' });
  const download = await page.request.get((await pdf.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

  await page.getByRole('button', { name: '견적 보내기' }).click();
  const sheet = page.getByRole('dialog', { name: '견적 보내기' });
  await sheet.getByLabel('견적 금액').fill(price);
  await sheet.getByLabel('제작 기간 (일)').fill('12');
  await sheet.getByLabel('견적 유효기간').fill(day(14));
  await sheet.getByRole('button', { name: '견적 보내기' }).click();
  await expect(page.getByText('견적을 보냈어요.')).toBeVisible();
  await expect(page.getByRole('region', { name: '내 견적' })).toContainText('검토 중');
}

test('a drawing request with a PDF and a DXF gets two quotes, compared side by side and awarded', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // three scrypt sign-ins on a shared machine
  const title = `플랜지 어댑터 ${uniqueSuffix()}`;

  await signInAs(page, REQUESTER);
  await page.goto('/drawingRequests/create');
  await page.getByRole('button', { name: '올리기' }).click();
  await expect(page.getByText('도면을 하나 이상 첨부해 주세요.')).toBeVisible();
  await page.getByLabel('부품명').fill(title);
  await page.getByLabel('가공 방식').selectOption('milling');
  await page.getByLabel('요청 내용').fill('알루미늄 플랜지, 4홀. 도면 참고.');
  await page.getByLabel('수량').fill('20');
  await page.getByLabel('견적 마감일').fill(day(7));
  await page.getByLabel('납기일').fill(day(30));
  await page.getByLabel('납품 지역 (시·도)').fill('경기도');
  await page.getByLabel(/^도면 \(PDF/u).setInputFiles([
    { name: 'flange.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'flange.dxf', mimeType: 'application/dxf', buffer: DXF },
  ]);
  await page.getByRole('button', { name: '올리기' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  const path = new URL(page.url()).pathname;
  expect(path).toMatch(/^\/drawingRequests\/\d+$/u);
  await expect(page.getByRole('link', { name: 'flange.dxf' })).toBeVisible();

  // A visitor reads the request but not its drawings.
  const visitor = await browser.newContext();
  const fileUrl = (await page.getByRole('link', { name: 'flange.dxf' }).getAttribute('href'))!;
  expect((await visitor.request.get(fileUrl)).status()).toBe(401);
  await visitor.close();

  const [first, second] = [
    await signedInPage(browser, SUPPLIERS[0]!),
    await signedInPage(browser, SUPPLIERS[1]!),
  ];
  await sendQuote(first, path, '900000');
  await sendQuote(second, path, '800000');

  await page.reload();
  const quotes = page.getByRole('region', { name: '받은 견적' });
  await expect(quotes.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('견적 2건')).toBeVisible();
  await quotes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/services-quotes.png' });

  // The cheapest comes first; award it.
  await quotes.getByRole('button', { name: '이 업체로 선정' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: '이 업체로 선정' }).click();
  await expect(page.getByText('업체를 선정했어요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '제작 시작' })).toBeVisible();
  await expect(quotes.getByRole('listitem').first()).toContainText('선정');

  // The other supplier hears that another quote was chosen, and can quote no more.
  await first.goto('/alarms');
  await expect(first.getByText(`"${title}"은(는) 다른 견적이 선정되었어요.`)).toBeVisible();
  await first.goto(path);
  await expect(first.getByRole('region', { name: '내 견적' })).toContainText('미선정');
  await expect(first.getByRole('button', { name: '견적 보내기' })).toHaveCount(0);

  await page.goto('/drawingRequests');
  await expect(page.getByText(title)).toBeVisible();
  await page.screenshot({ path: 'test-results/services-list.png' });
});
