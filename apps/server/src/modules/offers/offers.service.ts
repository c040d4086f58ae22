import {
  currencyOfCountry,
  type OfferAnswerInput,
  type OfferEndReason,
  type OfferEvent,
  type OfferInput,
} from '@steelyard/contracts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, notFound, ValidationError } from '../../http/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import { notifyMember, type AlarmParams, type Notifier } from '../alarms/alarms.service.ts';
import { isBlockedBetween } from '../blocks/blocks.repository.ts';
import { roomNotice } from '../chats/chats.policy.ts';
import { toChatMessageDto } from '../chats/chats.presenter.ts';
import { findLiveSeatOf } from '../businesses/seats.repository.ts';
import { allHearers, hearersByParty } from '../chats/chats.audience.ts';
import { findMembersOfRooms, findRoomView, markRead } from '../chats/chats.repository.ts';
import { findMessages, findOfferMoveMessageId, insertMessage } from '../chats/chats.messages-repository.ts';
import { openRoomIn } from '../chats/chats.service.ts';
import { canViewProduct, isSeller } from '../products/products.policy.ts';
import { findProduct, type ProductRow } from '../products/products.repository.ts';
import { updateProduct } from '../products/products.write-repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { isLive, isPartyOf, turnOf, isRepeatedAnswer } from './offers.policy.ts';
import {
  findEndingOffers,
  findOffer,
  findOfferByClientKey,
  insertOffer,
  lockOtherLiveOffers,
  updateOffer,
  type OfferRow,
} from './offers.repository.ts';

/** What telling the members of an offer's move needs besides the database. */
export interface OfferDeps {
  db: Db;
  storage: FileStorage;
  realtime: RealtimeEmitter;
  notifier: Notifier;
}

/** A move written to a room, told to its members after the commit. */
interface Told {
  messageId: number;
  roomId: number;
  /** The member alarmed about it (the other side of the move), with the alarm's offer text. */
  alarm?: { userId: number; actorId: number; event: NonNullable<AlarmParams['offer']> };
}

const conflict = (key: ConstructorParameters<typeof AppError>[1]) => new AppError(409, key);

/**
 * Writes a move of the offer into its room: a message of kind 'offer' (no sender for the system's;
 * a seat's move is the business's, signed with the seat).
 */
async function writeMove(
  trx: Db,
  offer: OfferRow,
  event: OfferEvent,
  senderId: number | null,
  body = '',
  seatUserId: number | null = null,
): Promise<number> {
  const { id } = await insertMessage(trx, {
    roomId: offer.room_id,
    senderId,
    seatUserId,
    kind: 'offer',
    body,
    offer: { id: offer.id, event, amount: offer.amount },
  });
  if (senderId !== null) await markRead(trx, offer.room_id, senderId, id);
  return id;
}

/**
 * Emits each written move to the room's present members and their businesses' live seats, then
 * raises the alarms (to the member and their seats, when the room's switch is on). The rows of all
 * the moves are read at once: an expiry run may tell many.
 */
export async function tellMoves(deps: Omit<OfferDeps, 'db'> & { db: Db }, moves: Told[]) {
  if (moves.length === 0) return;
  const { db } = deps;
  const messages = new Map(
    (
      await findMessages(
        db,
        moves.map((move) => move.messageId),
      )
    ).map((row) => [row.id, row]),
  );
  const present = (await findMembersOfRooms(db, [...new Set(moves.map((move) => move.roomId))])).filter(
    (member) => !member.left_at,
  );
  const hearers = await hearersByParty(db, [...new Set(present.map((member) => member.user_id))]);
  const nicknames = new Map<number, string>();
  for (const move of moves) {
    const row = messages.get(move.messageId);
    if (!row) continue;
    const message = toChatMessageDto(row, deps.storage);
    const parties = present.filter((member) => member.room_id === move.roomId);
    const inRoom = new Map(parties.map((party) => [party.user_id, hearers.get(party.user_id) ?? []]));
    for (const listener of allHearers(inRoom))
      deps.realtime.toUser(listener, 'message-created', { room_id: move.roomId, message });
    const alarm = move.alarm;
    const notify = alarm && parties.find((party) => party.user_id === alarm.userId && party.notify);
    if (!alarm || !notify || !message.offer) continue;
    if (!nicknames.has(alarm.actorId))
      nicknames.set(alarm.actorId, (await findUserById(db, alarm.actorId))?.nickname ?? '');
    for (const userId of inRoom.get(alarm.userId) ?? [])
      await notifyMember(deps.notifier, {
        userId,
        kind: 'chat',
        actorId: alarm.actorId,
        targetId: move.roomId,
        params: {
          nickname: nicknames.get(alarm.actorId) ?? '',
          offer: alarm.event,
          amount: String(message.offer.amount),
          currency: message.offer.offer.currency,
        },
      });
  }
}

/**
 * The party a member answers an offer for: themself, or the business owner whose live seat they
 * hold (read now: a removed seat is an outsider at once). Null for anyone else.
 */
async function answeringParty(db: Db, offer: OfferRow, userId: number) {
  if (isPartyOf(offer, userId)) return { partyId: userId, seatUserId: null };
  const seat = await findLiveSeatOf(db, userId);
  return seat && isPartyOf(offer, seat.owner_id) ? { partyId: seat.owner_id, seatUserId: userId } : null;
}

/** The amount rules of the post, for an offer or either side's counter. */
function checkAmount(product: ProductRow, amount: number, by: 'buyer' | 'seller') {
  if (product.price !== null && amount > product.price)
    throw ValidationError.field('amount', 'offer.above_price');
  if (by === 'buyer' && product.min_offer !== null && amount < product.min_offer)
    throw ValidationError.field('amount', 'offer.below_minimum');
}

/** Whether the post takes offers now: a live sale post with a negotiable price, open for trade. */
function checkTakesOffers(product: ProductRow) {
  if (product.type !== 'sale' || !product.price_negotiable) throw conflict('offer.not_negotiable');
  if (product.status !== 'open' || product.is_hidden) throw conflict('offer.not_open');
}

/**
 * A buyer's offer on a post, from its page or its room: the room is opened when there is none,
 * the offer stored awaiting the seller and its card written into the room, in one transaction;
 * then both members see it and the seller is alarmed. One live offer per buyer and post (the
 * database's `offers_one_live`); a retry with the same `client_key` returns the stored offer and
 * emits its card again, without a second alarm. An
 * amount under the seller's minimum is refused here and never reaches the seller.
 */
export async function makeOffer(deps: OfferDeps, productId: number, buyerId: number, input: OfferInput) {
  const { db } = deps;
  const result = await db.transaction().execute(async (trx) => {
    const product = await findProduct(trx, productId, { forUpdate: true });
    if (!product || !canViewProduct(product, buyerId)) throw notFound();
    if (isSeller(product, buyerId)) throw forbidden('offer.own_post');
    if (await isBlockedBetween(trx, buyerId, product.user_id)) throw notFound();
    if (input.client_key) {
      // A retry: the same offer, its card emitted again without a second alarm (the first try may
      // have been stored by an instance that died before emitting; clients keep a card once by id).
      const earlier = await findOfferByClientKey(trx, buyerId, input.client_key);
      if (earlier && earlier.product_id === productId) {
        const messageId = await findOfferMoveMessageId(trx, earlier.id, 'made');
        return { offer: earlier, moves: messageId ? [{ messageId, roomId: earlier.room_id }] : [] };
      }
    }
    checkTakesOffers(product);
    checkAmount(product, input.amount, 'buyer');
    const { roomId } = await openRoomIn(trx, buyerId, { product_id: productId });
    const offer = await insertOffer(trx, {
      productId,
      buyerId,
      sellerId: product.user_id,
      roomId,
      amount: input.amount,
      currency: currencyOfCountry(product.country),
      clientKey: input.client_key,
    });
    if (!offer) throw conflict('offer.already_live');
    const messageId = await writeMove(trx, offer, 'made', buyerId, input.message);
    const move: Told = {
      messageId,
      roomId,
      alarm: { userId: product.user_id, actorId: buyerId, event: 'made' },
    };
    return { offer, moves: [move], created: true };
  });
  await tellMoves(deps, result.moves);
  return { offer: result.offer, created: 'created' in result };
}

/**
 * The answer of the side whose turn it is: accept, decline, or counter with a new amount (the
 * other side's turn then, the 48 h clock restarted). A live seat of a side's business answers for
 * it, its move signed. Outsiders get 404; the side waiting for the other 409. Accepting reserves the post for the buyer at the agreed price (status 'trading',
 * `buyer_id`, `deal_price`), and every other live offer on it ends as 'reserved' with a card in
 * its room and an alarm to its buyer. A retry of the same answer by the same member returns the
 * offer as it is.
 */
export async function answerOffer(deps: OfferDeps, offerId: number, userId: number, input: OfferAnswerInput) {
  const { db } = deps;
  const result = await db.transaction().execute(async (trx) => {
    const seen = await findOffer(trx, offerId);
    const actor = seen && (await answeringParty(trx, seen, userId));
    if (!seen || !actor) throw notFound();
    // A seat answers as the business: the owner is the party, the seat signs the move.
    const { partyId, seatUserId } = actor;
    // The post first, as an offer's maker locks it: the two never wait on each other the other way round.
    const product = await findProduct(trx, seen.product_id, { forUpdate: true });
    const offer = await findOffer(trx, offerId, { forUpdate: true });
    if (!product || !offer) throw notFound();
    if (isRepeatedAnswer(offer, partyId, input)) return { offer, moves: [], reserved: false };
    if (!isLive(offer)) throw conflict('offer.closed');
    const side = turnOf(offer);
    if ((side === 'seller' ? offer.seller_id : offer.buyer_id) !== partyId)
      throw conflict('offer.not_your_turn');
    const view = await findRoomView(trx, offer.room_id, partyId);
    const notice = view && roomNotice(view);
    if (notice) throw forbidden(notice);
    checkTakesOffers(product);
    const other = partyId === offer.buyer_id ? offer.seller_id : offer.buyer_id;
    const move = (written: OfferRow, event: OfferEvent) =>
      writeMove(trx, written, event, partyId, input.message, seatUserId);
    if (input.action !== 'accept') {
      // A decline, or a counter: the other side's turn then, with the clock restarted.
      const amount = input.amount as number;
      if (input.action === 'counter') checkAmount(product, amount, side);
      const event: 'countered' | 'declined' = input.action === 'counter' ? 'countered' : 'declined';
      const moved = await updateOffer(
        trx,
        offer.id,
        input.action === 'counter'
          ? { status: side === 'seller' ? 'awaiting_buyer' : 'awaiting_seller', actorId: partyId, amount }
          : { status: 'declined', actorId: partyId },
      );
      const messageId = await move(moved, event);
      const alarm = { userId: other, actorId: partyId, event };
      return { offer: moved, moves: [{ messageId, roomId: offer.room_id, alarm }], reserved: false };
    }
    const accepted = await updateOffer(trx, offer.id, { status: 'accepted', actorId: partyId });
    await updateProduct(trx, product.id, {
      status: 'trading',
      buyer_id: offer.buyer_id,
      deal_price: offer.amount,
    });
    const moves: Told[] = [
      {
        messageId: await move(accepted, 'accepted'),
        roomId: offer.room_id,
        alarm: { userId: other, actorId: partyId, event: 'accepted' },
      },
    ];
    for (const rival of await lockOtherLiveOffers(trx, product.id, offer.id)) {
      const ended = await updateOffer(trx, rival.id, {
        status: 'ended',
        actorId: null,
        endReason: 'reserved',
      });
      moves.push({
        messageId: await writeMove(trx, ended, 'ended', null),
        roomId: rival.room_id,
        alarm: { userId: rival.buyer_id, actorId: rival.seller_id, event: 'reserved' },
      });
    }
    return { offer: accepted, moves, reserved: true };
  });
  if (result.reserved) {
    announce(db, publicProductsChanged);
    // Everyone with the post's page open sees it reserved at once (each reads it as they may).
    deps.realtime.toEveryone('product-changed', { product_id: result.offer.product_id });
  }
  await tellMoves(deps, result.moves);
  return result.offer;
}

/**
 * Ends, in the caller's transaction, the offers that must end now (`findEndingOffers`): expired,
 * or their post reserved for another, sold, hidden or deleted, a block or a gone member between
 * the two, or an accepted offer whose post was set back ('cancelled'). Each is locked and checked
 * unchanged first; each gets its card in the room. Returns the moves to tell after the commit.
 */
export async function endOffersIn(trx: Db, scope: Parameters<typeof findEndingOffers>[1] = {}) {
  const moves: Told[] = [];
  for (const { row, ending } of await findEndingOffers(trx, scope)) {
    const locked = await findOffer(trx, row.id, { forUpdate: true });
    if (!locked || locked.status !== row.status) continue;
    const ended =
      ending === 'expired'
        ? await updateOffer(trx, row.id, { status: 'expired', actorId: null })
        : await updateOffer(trx, row.id, {
            status: 'ended',
            actorId: null,
            endReason: ending as OfferEndReason,
          });
    const messageId = await writeMove(trx, ended, ending === 'expired' ? 'expired' : 'ended', null);
    moves.push({
      messageId,
      roomId: row.room_id,
      ...(ending === 'reserved'
        ? { alarm: { userId: row.buyer_id, actorId: row.seller_id, event: 'reserved' as const } }
        : {}),
    });
  }
  return moves;
}

/** After a post's write or a block: ends the offers it ended, then tells their rooms. */
export async function endStaleOffers(deps: OfferDeps, scope: Parameters<typeof findEndingOffers>[1]) {
  const moves = await deps.db.transaction().execute((trx) => endOffersIn(trx, scope));
  await tellMoves(deps, moves);
}
