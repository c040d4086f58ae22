import { expect as baseExpect } from '@playwright/test';
import {
  chatBubble,
  csrfHeaders,
  pinPlace,
  postProduct,
  signedInPage,
  test,
  uniqueSuffix,
} from './support.ts';

// Sign-ups and sign-ins hash with scrypt, seconds each on a busy 2-core machine: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });

/** member1 is the demo's Korean member with a verified business (db/seed/demo). */
const OWNER = 'member1@steelyard.test';
const BUYER = 'member3@steelyard.test';

/**
 * Issue 30's done-means for company seats: the owner of a verified business invites a new member
 * by email from the business screen; the member opens the emailed link, takes the seat, posts a
 * machine under the business from the form (its page names them), and answers a buyer's chat for
 * the business, signed with their nickname, which the buyer sees live; the owner removes the seat
 * and the business's chats and posts are closed to it at once.
 */
test('a second member joins as a seat and answers a chat for the business', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const seatEmail = `seat-${suffix}@steelyard.test`;
  const seatNickname = `좌석${suffix}`;
  const signedUp = await page.request.post('/api/users', {
    data: {
      email: seatEmail,
      password: `lathe${suffix}9`,
      password_confirmation: `lathe${suffix}9`,
      nickname: seatNickname,
      country: 'KR',
      city: '경기도',
      county: '시흥시',
    },
    headers: await csrfHeaders(page.request),
  });
  expect(signedUp.status()).toBe(201);

  const owner = await signedInPage(browser, OWNER);
  const buyer = await signedInPage(browser, BUYER);
  const title = `좌석 시험 선반 ${suffix}`;
  const productId = await postProduct(owner.request, title);
  const question = `척도 포함인가요? (${suffix})`;
  const answer = `네, 척 포함입니다. (${suffix})`;

  // 1. The owner invites the member by email from the business screen.
  await owner.goto('/mypage/business');
  const seats = owner.getByRole('region', { name: '좌석' });
  await seats.getByLabel('초대할 멤버의 이메일').fill(seatEmail);
  await seats.getByRole('button', { name: '초대 보내기' }).click();
  await expect(seats.getByText(seatEmail)).toBeVisible();

  // 2. The member opens the emailed link and takes the seat.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const sent = await page.request.get(`/api/dev/messages?to=${encodeURIComponent(seatEmail)}`);
      const messages = (await sent.json()).data as { text: string }[];
      link = messages[0]?.text.match(/https?:\/\/\S+\/businessSeats\/redeem\?code=[A-Z0-9]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByLabel('초대 코드')).toHaveValue(url.searchParams.get('code')!);
  await page.getByRole('button', { name: '좌석 받기' }).click();
  const legalName = (await (await owner.request.get('/api/businesses/mine')).json()).data
    .legal_name as string;
  await expect(page.getByText(`${legalName}의 좌석`, { exact: true })).toBeVisible();

  // 3. The seat posts a machine under the business (the form's first choice); its page names them.
  await page.goto('/products/create');
  await expect(page.getByRole('radio', { name: legalName })).toBeChecked();
  await page.getByLabel('카테고리').selectOption({ label: '중고기계' });
  await page.getByLabel('제목').fill(`좌석이 올린 밀링 ${suffix}`);
  await page.getByLabel('가격', { exact: true }).fill('3300000');
  await pinPlace(page, '시화공단 정문');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  const seatPostId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText(`등록한 사람: ${seatNickname}`)).toBeVisible();
  await expect(page.getByLabel('판매자')).toContainText('인증된 사업자');

  // 4. The buyer asks about the business's post.
  await buyer.goto(`/products/${productId}`);
  await buyer.getByText('채팅하기', { exact: true }).click();
  await expect(buyer).toHaveURL(/\/chats\/\d+$/);
  await buyer.getByLabel('메시지를 입력하세요').fill(question);
  await buyer.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(chatBubble(buyer, question)).toBeVisible();

  // 5. The seat finds it in the business's chats and answers, signed; the buyer sees it live.
  await page.goto('/businessSeats/redeem');
  await page.getByRole('link', { name: '사업자 채팅 열기' }).click();
  await expect(page.getByRole('tab', { name: legalName, selected: true })).toBeVisible();
  await page.getByRole('link').filter({ hasText: question }).click();
  await expect(page.getByText(`${legalName}의 좌석으로 답하고 있습니다.`)).toBeVisible();
  await page.getByLabel('메시지를 입력하세요').fill(answer);
  await page.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(chatBubble(page, answer)).toBeVisible();
  await expect(page.getByText(`보낸 사람: ${seatNickname}`)).toBeVisible();
  await expect(chatBubble(buyer, answer)).toBeVisible();
  await expect(buyer.getByText(`보낸 사람: ${seatNickname}`)).toBeVisible();

  // 6. The owner removes the seat; the business's chats and posts are closed to it at once.
  await owner.reload();
  await seats.locator('li', { hasText: seatNickname }).getByRole('button', { name: '좌석 해제' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: '좌석 해제' }).click();
  await expect(seats.getByText(seatNickname)).toHaveCount(0);
  expect((await page.request.get('/api/chats?inbox=business')).status()).toBe(403);
  const hide = await page.request.patch(`/api/products/${seatPostId}/hidden`, {
    data: { hidden: 1 },
    headers: await csrfHeaders(page.request),
  });
  expect(hide.status()).toBe(403);

  for (const id of [productId, seatPostId]) {
    const deleted = await owner.request.delete(`/api/products/${id}`, {
      headers: await csrfHeaders(owner.request),
    });
    expect(deleted.status()).toBe(200);
  }
  await owner.context().close();
  await buyer.context().close();
});
