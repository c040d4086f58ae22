import { expect as baseExpect, type Page } from '@playwright/test';
import {
  apiSignIn,
  csrfHeaders,
  expectPath,
  postProduct,
  productValues,
  signedInPage,
  test,
  uniqueSuffix,
} from './support.ts';

/**
 * Issue 29's offers end to end, in two Chromium windows: the buyer offers from the post's page,
 * the seller (a German workshop: euros) counters in the room, the buyer accepts the counter live — and the post shows
 * 'in progress' (거래중) to both.
 */

// Two scrypt sign-ins on a shared 2-core machine: generous waits, never sleeps.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SELLER = 'member4@steelyard.test';
const BUYER = 'member5@steelyard.test';
/** A third member with a live offer of their own on the same post. */
const RIVAL = 'member1@steelyard.test';
/** A member who liked the post. */
const LIKER = 'member2@steelyard.test';

const nicknameOf = async (page: Page) =>
  ((await (await page.request.get('/api/user')).json()).data as { nickname: string }).nickname;
/** The room's offer cards, oldest first. */
const cards = (page: Page) => page.getByRole('log').getByRole('article', { name: '가격 제안' });
/** The post's one status label on its page. */
const statusOf = (page: Page) => page.locator('.detail-main__tags .tag');

test('the buyer offers, the seller counters, the buyer accepts: the post is in progress for both', async ({
  browser,
}) => {
  const run = uniqueSuffix();
  const seller = await signedInPage(browser, SELLER);
  const buyer = await signedInPage(browser, BUYER);
  const [sellerName, buyerName] = [await nicknameOf(seller), await nicknameOf(buyer)];
  const title = `가격 제안 시험 선반 ${run}`;
  const productId = await postProduct(seller.request, title, { price_negotiable: 1 });

  // The buyer offers from the post's bar and lands in the room with the card.
  await buyer.goto(`/products/${productId}`);
  await expect(statusOf(buyer)).toHaveText('판매중');
  await buyer.getByRole('button', { name: '가격 제안하기' }).click();
  const sheet = buyer.getByRole('dialog', { name: '가격 제안하기' });
  await sheet.getByLabel('제안 금액 (EUR)').fill('10000000');
  await sheet.getByLabel('메시지 (선택)').fill(`현금 결제 가능합니다 (${run})`);
  await sheet.getByRole('button', { name: '제안 보내기' }).click();
  await expect(buyer).toHaveURL(/\/chats\/\d+$/);
  const roomPath = new URL(buyer.url()).pathname;
  await expect(cards(buyer)).toHaveCount(1);
  await expect(cards(buyer).first()).toContainText('€10,000,000');
  await expect(cards(buyer).first()).toContainText(`${sellerName}님의 답을 기다려요`);
  await expect(cards(buyer).first().getByRole('button')).toHaveCount(0);

  // The seller opens the room and counters in the amount sheet.
  await seller.goto(roomPath);
  const offered = cards(seller).first();
  await expect(offered).toContainText(`${buyerName}님이 제안했어요`);
  await expect(offered).toContainText(`현금 결제 가능합니다 (${run})`);
  await expect(offered).toContainText('회원님의 답을 기다려요');
  await offered.getByRole('button', { name: '다른 금액 제안' }).click();
  const counter = seller.getByRole('dialog', { name: '다른 금액 제안' });
  await counter.getByLabel('제안 금액 (EUR)').fill('11000000');
  await counter.getByRole('button', { name: '다시 제안하기' }).click();
  await expect(counter).toBeHidden();
  await expect(cards(seller)).toHaveCount(2);
  await expect(cards(seller).first().getByRole('button')).toHaveCount(0);

  // The buyer sees the counter live: the answers move to the newest card only.
  await expect(cards(buyer)).toHaveCount(2);
  const countered = cards(buyer).last();
  await expect(countered).toContainText(`${sellerName}님이 다른 금액을 제안했어요`);
  await expect(countered).toContainText('€11,000,000');
  await expect(cards(buyer).first().getByRole('button')).toHaveCount(0);
  await countered.getByRole('button', { name: '수락' }).click();
  const confirm = buyer.getByRole('alertdialog', { name: '€11,000,000에 거래할까요?' });
  await confirm.getByRole('button', { name: '수락', exact: true }).click();

  // Both rooms say the deal is made; the room's post strip and the post's page say in progress.
  await expect(cards(buyer)).toHaveCount(3);
  await expect(cards(buyer).last()).toContainText('거래 성사 · 거래중');
  await expect(buyer.locator('.chat-product').getByText('거래중')).toBeVisible();
  await expect(buyer.getByRole('button', { name: '가격 제안하기' })).toHaveCount(0);
  await expect(cards(seller)).toHaveCount(3);
  await expect(cards(seller).last()).toContainText(`${buyerName}님이 수락했어요`);
  await expect(cards(seller).last()).toContainText('거래 성사 · 거래중');
  await expect(seller.locator('.chat-product').getByText('거래중')).toBeVisible();
  await expect(seller.getByRole('log').getByRole('button', { name: '수락' })).toHaveCount(0);

  await buyer.goto(`/products/${productId}`);
  await expect(statusOf(buyer)).toHaveText('거래중');
  await expect(buyer.getByRole('button', { name: '가격 제안하기' })).toHaveCount(0);
  await seller.getByRole('link', { name: new RegExp(title) }).click();
  await expectPath(seller, `/products/${productId}`);
  await expect(statusOf(seller)).toHaveText('거래중');

  await seller.context().close();
  await buyer.context().close();
});

/**
 * The rest of issue 29's 'done means', in two more windows: a third member waiting in the room of
 * their own live offer sees it end as reserved when the seller accepts another buyer's, and a
 * member who liked the post, on /alarms, gets the price-drop alarm when the seller lowers the
 * price — both live, without a reload; the rival's page of the post, open beside the room, shows
 * their offer waiting, then the post in progress, and so does the liker's, who has no offer. The
 * seller and the buyer act through the API.
 */
test('a rival offer is told the post is reserved, and a liker gets the price-drop alarm, live', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const run = uniqueSuffix();
  const seller = await playwright.request.newContext({ baseURL });
  await apiSignIn(seller, SELLER);
  const title = `예약 알림 시험 밀링 ${run}`;
  const values = { price_negotiable: 1, price: 12_000_000 };
  const productId = await postProduct(seller, title, values);

  // The rival offers from the post's page and waits in the room.
  const rival = await signedInPage(browser, RIVAL);
  await rival.goto(`/products/${productId}`);
  await rival.getByRole('button', { name: '가격 제안하기' }).click();
  const sheet = rival.getByRole('dialog', { name: '가격 제안하기' });
  await sheet.getByLabel(/^제안 금액/).fill('9000000');
  await sheet.getByRole('button', { name: '제안 보내기' }).click();
  await expect(rival).toHaveURL(/\/chats\/\d+$/);
  await expect(cards(rival)).toHaveCount(1);
  await expect(cards(rival).first()).toContainText('의 답을 기다려요');
  // The post's page, open beside the room, shows the offer waiting in place of a second one.
  const rivalPost = await rival.context().newPage();
  await rivalPost.goto(`/products/${productId}`);
  await expect(rivalPost.getByRole('link', { name: /^내 제안 .+ · 답을 기다려요$/ })).toBeVisible();
  await expect(rivalPost.getByRole('button', { name: '가격 제안하기' })).toHaveCount(0);

  // The liker likes the post from its page and opens the alarms.
  const liker = await signedInPage(browser, LIKER);
  await liker.goto(`/products/${productId}`);
  await liker.getByRole('button', { name: '관심 등록 (0)' }).click();
  await expect(liker.getByRole('button', { name: '관심 해제 (1)' })).toBeVisible();
  // A second window of the liker keeps the post's page open: no offer of theirs, no room.
  const likerPost = await liker.context().newPage();
  await likerPost.goto(`/products/${productId}`);
  await expect(likerPost.getByRole('button', { name: '가격 제안하기' })).toBeVisible();
  await expect(statusOf(likerPost)).toHaveText('판매중');
  await liker.goto('/alarms');
  await expect(liker.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // Another buyer offers; the seller accepts it.
  const buyer = await playwright.request.newContext({ baseURL });
  await apiSignIn(buyer, BUYER);
  const made = await buyer.post(`/api/products/${productId}/offers`, {
    data: { amount: 10_000_000 },
    headers: await csrfHeaders(buyer),
  });
  expect(made.status()).toBe(201);
  const offerId = ((await made.json()) as { data: { offer: { id: number } } }).data.offer.id;
  const accepted = await seller.post(`/api/offers/${offerId}/answer`, {
    data: { action: 'accept' },
    headers: await csrfHeaders(seller),
  });
  expect(accepted.ok()).toBe(true);

  // The rival's room says so at once: the offer ended as reserved, the post is in progress.
  await expect(cards(rival)).toHaveCount(2);
  await expect(cards(rival).last()).toContainText('다른 회원과 거래가 예약되어 제안이 종료됐어요.');
  await expect(cards(rival).first()).not.toContainText('의 답을 기다려요');
  await expect(rival.locator('.chat-product').getByText('거래중')).toBeVisible();
  await expect(statusOf(rivalPost)).toHaveText('거래중');
  await expect(rivalPost.getByRole('link', { name: /^내 제안/ })).toHaveCount(0);
  // So does the page of a member who is no party to any offer: in progress for everyone at once.
  await expect(statusOf(likerPost)).toHaveText('거래중');
  await expect(likerPost.getByRole('button', { name: '가격 제안하기' })).toHaveCount(0);

  // The seller lowers the price; the liker's alarm list shows it at once.
  const edited = await seller.patch(`/api/products/${productId}`, {
    data: await productValues(seller, title, { ...values, price: 11_000_000 }),
    headers: await csrfHeaders(seller),
  });
  expect(edited.ok()).toBe(true);
  const alarm = liker.getByRole('listitem').filter({ hasText: title });
  await expect(alarm).toBeVisible();
  await expect(alarm).toContainText('관심 상품의 가격이 내려갔어요');

  await Promise.all([rival.context().close(), liker.context().close(), seller.dispose(), buyer.dispose()]);
});
