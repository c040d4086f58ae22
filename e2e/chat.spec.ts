import { expect as baseExpect } from '@playwright/test';
import { chatBubble, expectPath, postProduct, signedInPage, test, uniqueSuffix } from './support.ts';

/**
 * Issue 5 end to end: two members chat about a product in two Chromium windows, each seeing the
 * other's messages without reloading (Socket.IO `message-created`), the seller's chat list moving
 * live, and leaving the room showing the other side the spec's §8 text.
 */

// Two scrypt sign-ins on a shared 2-core machine: generous waits, never sleeps.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const SELLER = 'member4@steelyard.test';
const BUYER = 'member5@steelyard.test';
/** Spec §8, as the Korean app shows it (packages/contracts/src/messages/ko.ts). */
const OTHER_LEFT = '상대방이 채팅방을 나가 더 이상 대화할 수 없습니다.';

test('two members chat live about a product, and leaving tells the other side', async ({ browser }) => {
  // Texts of this attempt only: a retry runs on the same database.
  const run = uniqueSuffix();
  const question = `안녕하세요, 아직 구매 가능한가요? (${run})`;
  const answer = `네, 가능합니다. 언제 보러 오시겠어요? (${run})`;
  const visit = `내일 오전 10시에 가겠습니다. (${run})`;
  const seller = await signedInPage(browser, SELLER);
  const buyer = await signedInPage(browser, BUYER);
  const title = `채팅 시험 밀링머신 ${run}`;
  const productId = await postProduct(seller.request, title);

  // The seller waits on the chat list; the buyer opens the product's chat and asks.
  await seller.goto('/chats');
  await expect(seller.getByText('아직 채팅이 없어요').or(seller.locator('.chat-row').first())).toBeVisible();
  await buyer.goto(`/products/${productId}`);
  await buyer.getByText('채팅하기', { exact: true }).click();
  await expect(buyer).toHaveURL(/\/chats\/\d+$/);
  const roomPath = new URL(buyer.url()).pathname;
  await buyer.getByLabel('메시지를 입력하세요').fill(question);
  await buyer.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(chatBubble(buyer, question)).toBeVisible();

  // Without reloading, the seller's list shows the room with its last message, unread.
  const row = seller.getByRole('link').filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row.getByText('읽지 않은 메시지 1개')).toBeAttached();
  await row.click();
  await expectPath(seller, roomPath);
  await expect(seller.getByText(title)).toBeVisible();

  // Each side sees the other's reply at once.
  await seller.getByLabel('메시지를 입력하세요').fill(answer);
  await seller.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(chatBubble(buyer, answer)).toBeVisible();
  await buyer.getByLabel('메시지를 입력하세요').fill(visit);
  await buyer.getByLabel('메시지를 입력하세요').press('Enter');
  await expect(chatBubble(seller, visit)).toBeVisible();

  // The buyer leaves after confirming; the room is gone from their list, and the seller is told.
  await buyer.getByRole('button', { name: '채팅방 메뉴' }).click();
  await buyer.getByRole('button', { name: '채팅방 나가기' }).click();
  await expect(buyer.getByText('채팅방을 나갈까요?')).toBeVisible();
  await buyer.getByRole('button', { name: '나가기', exact: true }).click();
  await expectPath(buyer, '/chats');
  await expect(chatBubble(buyer, visit)).toHaveCount(0);
  // Said once, where one would type; the history says who left.
  await expect(seller.getByText(OTHER_LEFT)).toHaveCount(1);
  await expect(seller.getByText(OTHER_LEFT)).toBeVisible();
  await expect(seller.getByRole('log').getByText(/채팅방을 나갔습니다/)).toBeVisible();

  // Reopening the room's address shows the buyer nothing of it.
  await buyer.goto(roomPath);
  await expect(chatBubble(buyer, visit)).toHaveCount(0);

  await seller.context().close();
  await buyer.context().close();
});
