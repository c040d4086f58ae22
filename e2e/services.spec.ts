import { expect, type Page } from '@playwright/test';
import { csrfHeaders, signedInPage, signInAs, test, uniqueSuffix } from './support.ts';

/*
 * Issue 15 end to end on a phone (390×844): a member posts a drawing request with a PDF and a DXF,
 * two other members open the drawings and quote, and the requester compares the quotes side by
 * side and awards one. The drawings are served only through the checked route.
 */

const REQUESTER = 'member1@steelyard.test';
// member3 changes its email in profile.spec.ts: the suppliers are demo members no other spec changes.
const SUPPLIERS = ['member2@steelyard.test', 'member4@steelyard.test'];

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
  // The area from the country's lists, as every other form (issue 23 §8).
  await page.getByRole('combobox', { name: '시/도' }).selectOption('경기도');
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

test('a factory is listed, a free week is accepted and an overlapping application refused; a freelancer is found by skill and region', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `야간 CNC 공장 ${uniqueSuffix()}`;

  await signInAs(page, REQUESTER);
  await page.goto('/factories/create');
  await page.getByLabel('공장 이름').fill(name);
  await page.getByLabel('소개').fill('머시닝센터 2대, 야간 사용 가능.');
  await page.getByLabel('시·도').fill('충청남도');
  await page.getByLabel('면적 (㎡)').fill('650');
  await page.getByLabel('밀링').check();
  await page.getByRole('button', { name: '장비 추가' }).click();
  await page.getByLabel('장비명').fill('머시닝센터');
  await page.getByLabel('제조사').fill('Doosan');
  await page.getByLabel('시작일').fill(day(1));
  await page.getByLabel('종료일').fill(day(60));
  // A second free period, as a second row.
  await page.getByRole('button', { name: '기간 추가' }).click();
  await page.getByLabel('시작일').nth(1).fill(day(70));
  await page.getByLabel('종료일').nth(1).fill(day(80));
  await page.screenshot({ path: 'test-results/services-factory-form.png', fullPage: true });
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '사용 가능한 기간' }).locator('+ ul li')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/services-factory-page.png', fullPage: true });
  const factoryPath = new URL(page.url()).pathname;

  const apply = async (applicant: Page, from: number, to: number) => {
    await applicant.goto(factoryPath);
    await applicant.getByRole('button', { name: '사용 신청' }).click();
    const sheet = applicant.getByRole('dialog', { name: '사용 신청' });
    await sheet.getByLabel('시작일').fill(day(from));
    await sheet.getByLabel('종료일').fill(day(to));
    await sheet.getByLabel('메시지').fill('야간 작업 부탁드립니다.');
    await sheet.getByRole('button', { name: '사용 신청' }).click();
    return sheet;
  };
  const [first, second] = [
    await signedInPage(browser, SUPPLIERS[0]!),
    await signedInPage(browser, SUPPLIERS[1]!),
  ];
  await apply(first, 2, 8);
  await expect(first.getByText('사용 신청을 보냈어요.')).toBeVisible();
  await apply(second, 5, 12);
  await expect(second.getByText('사용 신청을 보냈어요.')).toBeVisible();

  // The owner accepts the free week; the overlapping one is refused in the popup.
  await page.goto('/factoryApplications?tab=received');
  const rows = page.locator('.factory-row', { hasText: name });
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: '공구상회' }).getByRole('button', { name: '수락' }).click();
  await expect(rows.filter({ hasText: '공구상회' })).toContainText('수락됨');
  await rows.filter({ hasText: 'Werkstatt Müller' }).getByRole('button', { name: '수락' }).click();
  await expect(page.getByText('이미 사용이 확정된 기간과 겹쳐요.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/services-factory-applications.png' });

  // A third applicant cannot take the accepted week either.
  const late = await apply(second, 7, 9);
  await expect(late.getByText('이미 사용이 확정된 기간과 겹쳐요.')).toBeVisible();

  // Freelancers: one publishes a profile, another finds it by skill and region.
  await first.goto('/freelancers');
  await first.getByRole('button', { name: '내 프리랜서 프로필 올리기' }).click();
  const sheet = first.getByRole('dialog', { name: '내 프리랜서 프로필 올리기' });
  await sheet.getByLabel('한 줄 소개').fill(`PLC 유지보수 ${name}`);
  await sheet.getByLabel('PLC·전기').check();
  await sheet.getByLabel('지역 (시·도)').fill('울산광역시');
  await sheet.getByLabel('출장 가능 거리 (km)').fill('80');
  await sheet.getByLabel('경력 (년)').fill('15');
  await sheet.getByLabel('소개', { exact: true }).fill('Siemens, LS PLC.');
  await sheet.getByRole('button', { name: '내 프리랜서 프로필 올리기' }).click();
  await expect(first.getByText('프로필을 올렸어요.')).toBeVisible();

  await page.goto('/freelancers?skill=plc_electrical&city=울산광역시');
  await expect(page.getByText(`PLC 유지보수 ${name}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/services-freelancers.png' });
  // The headline leads to the profile's page (where a chat about it links); the nickname to the member.
  await page
    .locator('.freelancer-row', { hasText: name })
    .getByRole('link', { name: `PLC 유지보수 ${name}` })
    .click();
  await expect(page).toHaveURL(/\/freelancers\/\d+$/u);
  await expect(page.getByRole('heading', { name: `PLC 유지보수 ${name}` })).toBeVisible();
  // Exactly the nickname: the page's job reviews (services-chat.spec leaves one) name the member too.
  await page.getByRole('link', { name: '공구상회', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/u);
});

test('the back office hides a production notice: gone from the list and its page for others, still the owner’s, marked', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `브래킷 500개 ${uniqueSuffix()}`;
  const owner = await signedInPage(browser, REQUESTER);
  const created = await owner.request.post('/api/bigNotices', {
    data: {
      title,
      description: 'SS400 브래킷, 도장 포함.',
      quantity: 500,
      deadline: day(30),
      closes_on: day(7),
      city: '경상남도',
    },
    headers: await csrfHeaders(owner.request),
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;

  // The admin finds it by its title and hides it (audited on the server).
  await signInAs(page, 'admin@steelyard.test');
  await page.goto('/admin/bigNotices');
  await page.getByRole('searchbox', { name: '제목, 회원 또는 번호' }).fill(title);
  await page.getByRole('button', { name: '검색' }).click();
  const row = page.getByRole('row', { name: new RegExp(title, 'u') });
  await expect(row).toBeVisible();
  await page.screenshot({ path: 'test-results/services-admin-list.png' });
  await row.getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: '숨기기' }).click();
  await expect(page.getByText('숨겼어요. 등록한 회원에게만 보여요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '다시 보이기' })).toBeVisible();
  await page.screenshot({ path: 'test-results/services-admin-detail.png' });

  // Another member: not in the list, and the page is not found.
  const other = await signedInPage(browser, SUPPLIERS[0]!);
  await other.goto('/bigNotices');
  await expect(other.getByRole('heading', { name: '주문 제작' })).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  expect((await other.request.get(`/api/bigNotices/${id}`)).status()).toBe(404);

  // The owner still has it under "mine", marked as hidden by the staff.
  await owner.goto('/mypage/services/requests?kind=production');
  const item = owner.getByRole('link', { name: new RegExp(title, 'u') });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(item).toContainText('운영자가 숨김');
  await owner.screenshot({ path: 'test-results/services-mine-requests.png' });
  await owner.goto('/mypage');
  await owner.getByRole('heading', { name: '나의 서비스' }).scrollIntoViewIfNeeded();
  await owner.screenshot({ path: 'test-results/services-mypage.png' });
  for (const [name, path] of [
    ['quotes', '/mypage/services/quotes'],
    ['factories', '/mypage/services/factories?tab=received'],
    ['freelancer', '/mypage/services/freelancer'],
  ] as const) {
    await owner.goto(path);
    await owner.waitForLoadState('networkidle');
    await owner.screenshot({ path: `test-results/services-mine-${name}.png` });
  }

  // The dashboard's services figures.
  await page.goto('/admin');
  const services = page.getByRole('heading', { name: '서비스 (최근 30일)' });
  await services.scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: '주문 제작 공고' })).toBeVisible();
  await page.screenshot({ path: 'test-results/services-dashboard.png' });
});

test('the requester edits a production notice; a supplier withdraws a quote; the service alarm switch is on', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `브래킷 양산 ${uniqueSuffix()}`;
  await signInAs(page, REQUESTER);
  const posted = await page.request.post('/api/bigNotices', {
    headers: await csrfHeaders(page.request),
    multipart: {
      title,
      description: 'SPCC 2t 절곡 브래킷.',
      quantity: '500',
      deadline: day(30),
      closes_on: day(7),
      city: '경기도',
    },
  });
  expect(posted.status()).toBe(201);
  const path = `/bigNotices/${(await posted.json()).data.id}`;

  // The owner edits it in the create form while no quote has come in.
  await page.goto(path);
  await page.getByRole('link', { name: '수정' }).click();
  await expect(page.getByRole('heading', { name: '제작 공고 수정' })).toBeVisible();
  await page.getByLabel('품목').fill(`${title} (수정)`);
  await page.getByLabel('수량').fill('800');
  await page.screenshot({ path: 'test-results/services-edit.png' });
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByRole('heading', { name: `${title} (수정)` })).toBeVisible({ timeout: 20_000 });

  // A supplier quotes, then withdraws the quote; the notice is open again.
  const supplier = await signedInPage(browser, SUPPLIERS[0]!);
  await supplier.goto(path);
  await supplier.getByRole('button', { name: '견적 보내기' }).click();
  const sheet = supplier.getByRole('dialog', { name: '견적 보내기' });
  await sheet.getByLabel('견적 금액').fill('2400000');
  await sheet.getByLabel('제작 기간 (일)').fill('20');
  await sheet.getByLabel('견적 유효기간').fill(day(14));
  await sheet.getByRole('button', { name: '견적 보내기' }).click();
  const mine = supplier.getByRole('region', { name: '내 견적' });
  await mine.getByRole('button', { name: '견적 철회' }).click();
  await supplier.getByRole('alertdialog').getByRole('button', { name: '견적 철회' }).click();
  await expect(supplier.getByText('견적을 철회했어요.')).toBeVisible();
  await expect(supplier.getByRole('button', { name: '견적 보내기' })).toBeVisible();

  await page.goto('/users/editAlarm');
  await expect(page.getByRole('switch', { name: '서비스 알림' })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: 'test-results/services-alarm-switch.png' });
});
