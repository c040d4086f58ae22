import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { chatBubble, csrfHeaders, signedInPage, test, uniqueSuffix } from './support.ts';

/*
 * Issue 15's chats on a phone (390×844): a supplier asks about a drawing request in a chat tied to
 * it, the requester awards their quote and answers in the same room from the quote comparison,
 * and once the job is delivered both are offered to review each other;
 * a member finds a freelancer by skill and region and contacts them in a chat about the profile,
 * the job is marked finished there and the client's review of it shows on the profile.
 */

// Scrypt sign-ins on a shared 2-core machine: generous waits, never sleeps.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// Demo members no other spec changes (profile.spec.ts changes member3's email).
const REQUESTER = 'member5@steelyard.test';
const SUPPLIER = 'member2@steelyard.test'; // 공구상회
const CLIENT = 'member4@steelyard.test';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');

async function postDrawingRequest(request: APIRequestContext, title: string): Promise<number> {
  const created = await request.post('/api/drawingRequests', {
    multipart: {
      title,
      description: '알루미늄 브래킷, 도면 참고.',
      process: 'milling',
      quantity: '10',
      deadline: day(30),
      closes_on: day(7),
      city: '경기도',
      files: { name: 'bracket.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
    headers: await csrfHeaders(request),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test('a supplier asks about a request in its chat; the requester awards the quote and answers there', async ({
  browser,
}) => {
  const run = uniqueSuffix();
  const title = `브래킷 가공 ${run}`;
  const question = `재질을 AL6061로 해도 될까요? (${run})`;
  const answer = `네, 6061로 진행해 주세요. (${run})`;
  const requester = await signedInPage(browser, REQUESTER);
  const supplier = await signedInPage(browser, SUPPLIER);
  const requestId = await postDrawingRequest(requester.request, title);
  const path = `/drawingRequests/${requestId}`;
  const quoted = await supplier.request.post(`/api/drawingRequests/${requestId}/quotes`, {
    data: { price: 450_000, lead_days: 9, valid_until: day(14) },
    headers: await csrfHeaders(supplier.request),
  });
  expect(quoted.status()).toBe(201);

  // The supplier asks in the chat tied to the request; the room says what it is about.
  await supplier.goto(path);
  await supplier.getByRole('button', { name: '채팅으로 문의하기' }).scrollIntoViewIfNeeded();
  await supplier.screenshot({ path: 'test-results/services-chat-ask.png' });
  await supplier.getByRole('button', { name: '채팅으로 문의하기' }).click();
  await expect(supplier).toHaveURL(/\/chats\/\d+$/u);
  const roomPath = new URL(supplier.url()).pathname;
  await expect(supplier.locator('.chat-product')).toContainText('도면 가공 요청');
  await expect(supplier.locator('.chat-product')).toContainText(title);
  await supplier.getByLabel('메시지를 입력하세요').fill(question);
  await supplier.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(chatBubble(supplier, question)).toBeVisible();

  // The requester's list counts a room about their request as theirs, and names the request.
  await requester.goto('/chats?tab=mine');
  const row = requester.getByRole('link').filter({ hasText: question });
  await expect(row).toContainText(`도면 가공 요청 · ${title}`);
  await requester.screenshot({ path: 'test-results/services-chat-list.png' });

  // The requester awards the quote, then chats with the winner from the comparison: the same room.
  await requester.goto(path);
  const quotes = requester.getByRole('region', { name: '받은 견적' });
  await quotes.getByRole('button', { name: '이 업체로 선정' }).click();
  await requester.getByRole('alertdialog').getByRole('button', { name: '이 업체로 선정' }).click();
  await expect(requester.getByText('업체를 선정했어요.')).toBeVisible();
  await quotes.scrollIntoViewIfNeeded();
  await requester.screenshot({ path: 'test-results/services-chat-quotes.png' });
  await quotes.getByRole('button', { name: '공구상회님과 채팅하기' }).click();
  await expect(requester).toHaveURL(new RegExp(`${roomPath}$`, 'u'));
  await expect(chatBubble(requester, question)).toBeVisible();
  await requester.screenshot({ path: 'test-results/services-chat-room.png' });
  await requester.getByLabel('메시지를 입력하세요').fill(answer);
  await requester.getByRole('button', { name: '보내기', exact: true }).click();
  // The supplier, still in the room, sees the answer without reloading.
  await expect(chatBubble(supplier, answer)).toBeVisible();

  // The room's subject links back to the request.
  await supplier.locator('.chat-product').click();
  await expect(supplier).toHaveURL(new RegExp(`${path}$`, 'u'));

  // Once delivered, the requester and the awarded supplier are each offered to review the other.
  await requester.goto(path);
  await requester.getByRole('button', { name: '제작 시작' }).click();
  await requester.getByRole('button', { name: '납품 완료로 표시' }).click();
  const review = requester.getByRole('link', { name: '후기 남기기' });
  await expect(review).toHaveAttribute('href', `/reviews/create?service_request_id=${requestId}`);
  await review.scrollIntoViewIfNeeded();
  await requester.screenshot({ path: 'test-results/services-request-review.png' });
  await supplier.reload();
  await expect(supplier.getByRole('link', { name: '후기 남기기' })).toBeVisible();
});

test('a member finds a freelancer by skill and region and contacts them in a chat', async ({ browser }) => {
  const run = uniqueSuffix();
  const headline = `유압 설비 정비 ${run}`;
  const message = `다음 주에 유압 프레스 점검 가능하실까요? (${run})`;
  const freelancer = await signedInPage(browser, SUPPLIER);
  const published = await freelancer.request.post('/api/freelancers', {
    data: {
      headline,
      skills: ['hydraulics'],
      city: '전라남도',
      travel_km: 60,
      experience_years: 11,
      bio: '유압 프레스, 유닛 교체.',
    },
    headers: await csrfHeaders(freelancer.request),
  });
  expect(published.status()).toBe(200);

  const client = await signedInPage(browser, CLIENT);
  await client.goto('/freelancers');
  await client.getByLabel('기술').selectOption('hydraulics');
  await client.getByLabel('지역 (시·도)').fill('전라남도');
  await client.getByLabel('지역 (시·도)').press('Enter');
  const card = client.locator('.freelancer-row', { hasText: headline });
  await expect(card).toBeVisible();
  await client.screenshot({ path: 'test-results/services-freelancer-contact.png' });
  await card.getByRole('button', { name: '채팅으로 연락하기' }).click();
  await expect(client).toHaveURL(/\/chats\/\d+$/u);
  const clientRoom = new URL(client.url()).pathname;
  await expect(client.locator('.chat-product')).toContainText(headline);
  await client.getByLabel('메시지를 입력하세요').fill(message);
  await client.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(chatBubble(client, message)).toBeVisible();
  // The room's subject leads to the profile's page.
  await client.locator('.chat-product').click();
  await expect(client).toHaveURL(/\/freelancers\/\d+$/u);
  await expect(client.getByRole('heading', { name: headline })).toBeVisible();
  await client.screenshot({ path: 'test-results/services-freelancer-page.png' });

  // The freelancer finds the room among their own, about their profile.
  await freelancer.goto('/chats?tab=mine');
  const row = freelancer.getByRole('link').filter({ hasText: message });
  await expect(row).toContainText(`프리랜서 · ${headline}`);
  await row.click();
  await expect(chatBubble(freelancer, message)).toBeVisible();

  // The freelancer marks the job finished in the room; the client reviews them for it, and the
  // review shows on the profile's page.
  await freelancer.getByRole('button', { name: '작업 완료' }).click();
  await freelancer.getByRole('alertdialog').getByRole('button', { name: '작업 완료' }).click();
  await expect(freelancer.getByRole('link', { name: '후기 남기기' })).toBeVisible();
  await freelancer.screenshot({ path: 'test-results/services-freelancer-job.png' });
  await client.goto(clientRoom);
  await client.getByRole('link', { name: '후기 남기기' }).click();
  await expect(client).toHaveURL(/\/reviews\/create\?freelancer_job_id=\d+$/u);
  await client.getByLabel('시간 약속을 잘 지켜요').check();
  await client.getByLabel('남기고 싶은 말 (선택)').fill(`꼼꼼하게 정비해 주셨어요. (${run})`);
  await client.screenshot({ path: 'test-results/services-freelancer-review.png' });
  await client.getByRole('button', { name: '후기 보내기' }).click();
  await expect(client.getByText(`꼼꼼하게 정비해 주셨어요. (${run})`)).toBeVisible();
  await client.getByRole('link', { name: '프로필 보기' }).click();
  await expect(client).toHaveURL(/\/freelancers\/\d+$/u);
  const reviews = client.getByRole('region', { name: '프리랜서 작업 후기' });
  await expect(reviews).toContainText(`꼼꼼하게 정비해 주셨어요. (${run})`);
  await reviews.scrollIntoViewIfNeeded();
  await client.screenshot({ path: 'test-results/services-freelancer-reviews.png' });
});
