import type { ChatOpenInput } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, ValidationError } from '../../http/errors.ts';
import { isBlockedBetween } from '../blocks/blocks.repository.ts';
import { findFreelancer } from '../freelancers/freelancers.repository.ts';
import { canViewProduct, isSeller } from '../products/products.policy.ts';
import { findProduct } from '../products/products.repository.ts';
import { takesNewChats } from '../services/services.policy.ts';
import { findRequestForChat, listQuotes } from '../services/services.repository.ts';
import type { ChatSubjectRef } from './chats.repository.ts';

/**
 * Who a room about a subject is between, and whether a new one may start. The subject's owner is
 * the room's seller side (the seller, the requester, the freelancer); the member who asks is the
 * buyer side. A refusal that holds even for a room already open throws here; `newRoomRefusal` is
 * the one that only stops a new room (a closed request keeps its open rooms).
 */
export interface RoomParties {
  subject: ChatSubjectRef;
  sellerId: number;
  buyerId: number;
  newRoomRefusal: 'chat.request_closed' | null;
}

/** A product: never one's own, a deleted one, one the member cannot see, or across a block. */
async function productParties(db: Db, userId: number, productId: number): Promise<RoomParties> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound();
  if (product.deleted_at) throw forbidden('chat.product_deleted');
  if (isSeller(product, userId)) throw forbidden('chat.own_product');
  if (!canViewProduct(product, userId) || (await isBlockedBetween(db, userId, product.user_id)))
    throw forbidden('chat.unavailable');
  const subject = { column: 'product_id', id: productId } as const;
  return { subject, sellerId: product.user_id, buyerId: userId, newRoomRefusal: null };
}

/**
 * A drawing request or production notice: a member asks the requester (never about their own
 * request), or the requester opens the room with a supplier who quoted (`supplierId`). A request
 * hidden or across a block is not found, as on its page.
 */
async function requestParties(
  db: Db,
  userId: number,
  requestId: number,
  supplierId: number | undefined,
): Promise<RoomParties> {
  const request = await findRequestForChat(db, requestId, userId);
  if (!request) throw notFound();
  const subject = { column: 'service_request_id', id: requestId } as const;
  const newRoomRefusal = takesNewChats(request.status) ? null : 'chat.request_closed';
  if (supplierId === undefined) {
    if (request.user_id === userId) throw forbidden('chat.own_request');
    return { subject, sellerId: request.user_id, buyerId: userId, newRoomRefusal };
  }
  if (request.user_id !== userId) throw notFound();
  if ((await listQuotes(db, requestId, supplierId)).length === 0)
    throw ValidationError.field('supplier_id', 'chat.not_a_supplier');
  if (await isBlockedBetween(db, userId, supplierId)) throw forbidden('chat.unavailable');
  return { subject, sellerId: userId, buyerId: supplierId, newRoomRefusal };
}

/** A freelancer profile: never one's own; hidden, withdrawn or across a block is not found. */
async function freelancerParties(db: Db, userId: number, freelancerId: number): Promise<RoomParties> {
  const freelancer = await findFreelancer(db, freelancerId, userId);
  if (!freelancer) throw notFound();
  if (freelancer.user_id === userId) throw forbidden('chat.own_profile');
  const subject = { column: 'freelancer_id', id: freelancerId } as const;
  return { subject, sellerId: freelancer.user_id, buyerId: userId, newRoomRefusal: null };
}

/** The parties of the room `POST /api/chats` asks for (the schema lets exactly one subject through). */
export function roomPartiesFor(db: Db, userId: number, input: ChatOpenInput): Promise<RoomParties> {
  if (input.service_request_id !== undefined)
    return requestParties(db, userId, input.service_request_id, input.supplier_id);
  if (input.freelancer_id !== undefined) return freelancerParties(db, userId, input.freelancer_id);
  if (input.product_id !== undefined) return productParties(db, userId, input.product_id);
  throw ValidationError.field('product_id', 'chat.subject_required');
}
