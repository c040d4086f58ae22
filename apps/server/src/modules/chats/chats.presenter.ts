import {
  offPlatformSignals,
  PRODUCT_STATUS_LABEL_KEYS,
  type AdminChatRoomDto,
  type ChatOfferDto,
  type OfferDto,
  type OfferEndReason,
  type OfferEvent,
  type OfferStatus,
  type ChatMessageDto,
  type ChatProductDto,
  type ChatRoomDto,
  type ChatSubjectDto,
  type ChatSubjectKind,
  type ServiceRequestKind,
  type ProductStatus,
  type ProductType,
} from '@steelyard/contracts';
import type { FileStorage } from '../../lib/storage.ts';
import { toPublicUserDto } from '../users/users.presenter.ts';
import { roomNotice } from './chats.policy.ts';
import type { AdminChatRoomRow } from './chats.admin-repository.ts';
import type { ChatMessageRow, offerColumns } from './chats.messages-repository.ts';
import type { ChatRoomViewRow, ChatSubjectRow } from './chats.repository.ts';
import { SERVICE_PAGE } from '../services/services.presenter.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value ? iso(value) : null);

/** The product's header when the room is about a product. */
function toChatProductDto(row: ChatSubjectRow, storage: FileStorage): ChatProductDto | null {
  if (row.product_id === null) return null;
  const type = row.product_type as ProductType;
  const status = row.product_status as ProductStatus;
  return {
    id: row.product_id,
    type,
    status,
    status_label_key: PRODUCT_STATUS_LABEL_KEYS[type]?.[status] ?? 'status.for_sale',
    title: row.product_title ?? '',
    price: row.product_price,
    price_negotiable: row.product_price_negotiable ?? false,
    country: row.product_country ?? '',
    thumb_url: row.product_thumb_path ? storage.url(row.product_thumb_path) : null,
    deleted: row.product_deleted_at !== null,
  };
}

const REQUEST_SUBJECT_KINDS: Record<ServiceRequestKind, ChatSubjectKind> = {
  drawing: 'drawing_request',
  production: 'production_notice',
};

/** What the room is about, in the one shape every screen shows (decided here per kind). */
export function toChatSubjectDto(row: ChatSubjectRow, storage: FileStorage): ChatSubjectDto {
  if (row.service_request_id !== null) {
    const kind = row.request_kind as ServiceRequestKind;
    return {
      kind: REQUEST_SUBJECT_KINDS[kind],
      id: row.service_request_id,
      title: row.request_title ?? '',
      path: `${SERVICE_PAGE[kind]}/${row.service_request_id}`,
      thumb_url: null,
      available: row.request_hidden_at === null,
    };
  }
  if (row.freelancer_id !== null)
    return {
      kind: 'freelancer',
      id: row.freelancer_id,
      title: row.freelancer_headline ?? '',
      path: `/freelancers/${row.freelancer_id}`,
      thumb_url: null,
      available: row.freelancer_hidden_at === null,
    };
  const product = toChatProductDto(row, storage);
  if (!product) throw new Error('a chat room without a subject');
  return {
    kind: 'product',
    id: product.id,
    title: product.title,
    path: `/products/${product.id}`,
    thumb_url: product.thumb_url,
    available: !product.deleted,
  };
}

const messageKind = (kind: string | null): ChatMessageDto['kind'] =>
  kind === 'left' || kind === 'removed' || kind === 'offer' ? kind : 'user';

/** An offer as it stands (the `offer_*` columns of `offerColumns`). */
export type OfferColumnsRow = {
  [K in (typeof offerColumns)[number] extends `${string} as ${infer N}` ? N : never]: ChatMessageRow[K];
};

export function toOfferDto(row: OfferColumnsRow): OfferDto | null {
  if (row.offer_id === null) return null;
  return {
    id: row.offer_id,
    product_id: row.offer_product_id as number,
    room_id: row.offer_room_id as number,
    buyer_id: row.offer_buyer_id as number,
    seller_id: row.offer_seller_id as number,
    amount: row.offer_current_amount as number,
    currency: row.offer_currency as string,
    status: row.offer_status as OfferStatus,
    end_reason: row.offer_end_reason as OfferEndReason | null,
    last_actor_id: row.offer_last_actor_id as number,
    expires_at: iso(row.offer_expires_at as Date),
    created_at: iso(row.offer_created_at as Date),
  };
}

function toChatOfferDto(row: ChatMessageRow): ChatOfferDto | null {
  const offer = toOfferDto(row);
  if (!offer || row.offer_event === null) return null;
  return { event: row.offer_event as OfferEvent, amount: row.offer_amount ?? offer.amount, offer };
}

export function toChatMessageDto(row: ChatMessageRow, storage: FileStorage): ChatMessageDto {
  return {
    id: row.id,
    room_id: row.room_id,
    sender_id: row.sender_id,
    kind: messageKind(row.kind),
    body: row.body,
    image:
      row.image_id && row.image_path && row.image_thumb_path
        ? {
            id: row.image_id,
            url: storage.url(row.image_path),
            thumb_url: storage.url(row.image_thumb_path),
          }
        : null,
    off_platform: row.kind === 'user' && offPlatformSignals(row.body).length > 0,
    offer: toChatOfferDto(row),
    seat: row.seat_user_id !== null ? { id: row.seat_user_id, nickname: row.seat_nickname ?? '' } : null,
    created_at: iso(row.created_at),
  };
}

/** The room as a party sees it (`userId`), or as a seat of the party's business (`seat`). */
export function toChatRoomDto(
  row: ChatRoomViewRow,
  userId: number,
  storage: FileStorage,
  seat: { business_id: number; legal_name: string; owner_id: number } | null = null,
): ChatRoomDto {
  const notice = roomNotice(row);
  return {
    id: row.id,
    subject: toChatSubjectDto(row, storage),
    product: toChatProductDto(row, storage),
    other: toPublicUserDto(
      {
        id: row.other_id,
        nickname: row.other_nickname,
        city: row.other_city,
        county: row.other_county,
        thumb_path: row.other_thumb_path,
      },
      storage,
    ),
    role: row.seller_id === userId ? 'seller' : 'buyer',
    notify: row.notify,
    unread_count: Number(row.unread_count),
    last_read_message_id: row.last_read_message_id,
    last_message: row.last_created_at
      ? {
          body: row.last_body ?? '',
          kind: messageKind(row.last_kind),
          has_image: row.last_image_id !== null,
          created_at: iso(row.last_created_at),
        }
      : null,
    other_left: row.other_left_at !== null,
    other_trust_score: Number(row.other_trust_score),
    other_business_verified: row.other_business_verified,
    other_sanctioned: Boolean(row.other_sanctioned),
    can_send: notice === null,
    notice_key: notice,
    as_seat_of: seat
      ? { business_id: seat.business_id, legal_name: seat.legal_name, owner_id: seat.owner_id }
      : null,
    created_at: iso(row.created_at),
  };
}

export function toAdminChatRoomDto(row: AdminChatRoomRow, storage: FileStorage): AdminChatRoomDto {
  const side = (prefix: 'seller' | 'buyer') =>
    toPublicUserDto(
      {
        id: row[`${prefix}_id`],
        nickname: row[`${prefix}_nickname`],
        city: row[`${prefix}_city`],
        county: row[`${prefix}_county`],
        thumb_path: row[`${prefix}_thumb_path`],
      },
      storage,
    );
  return {
    id: row.id,
    subject: toChatSubjectDto(row, storage),
    product: toChatProductDto(row, storage),
    seller: side('seller'),
    buyer: side('buyer'),
    seller_left_at: isoOrNull(row.seller_left_at),
    buyer_left_at: isoOrNull(row.buyer_left_at),
    message_count: row.message_count,
    closed_at: isoOrNull(row.closed_at),
    activity_at: iso(row.activity_at),
    created_at: iso(row.created_at),
  };
}
