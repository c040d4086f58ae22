/** Chat rooms per subject and asker, their messages, and the back office's view of them. */
import { PRODUCT_STATUSES, PRODUCT_TYPES } from '../enums.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int } from './envelope.ts';
import { chatOfferDtoSchema } from './offers.ts';
import { imageDtoSchema } from './products.ts';
import { publicUserDtoSchema } from './users.ts';

/** 'removed': a message the moderation desk took down after a report (no text, no photo). */
const messageKind = z.enum(['user', 'left', 'removed', 'offer']);

/**
 * One message of a room. `kind` 'left' is the notice that the other member left (no text);
 * 'offer' a move of a price offer (`offer`).
 */
export const chatMessageDtoSchema = z
  .object({
    id: int,
    room_id: int,
    sender_id: int.nullable(),
    kind: messageKind,
    body: z.string(),
    image: imageDtoSchema.nullable(),
    /** The text holds a phone number, email, messenger ID or outside payment link (chat-safety.ts). */
    off_platform: z.boolean(),
    /** Kind 'offer': the move of a price offer this message records (its text is the move's message). */
    offer: chatOfferDtoSchema.nullable(),
    /** A business's message written by one of its seats (issue 30): signed with the seat's nickname. */
    seat: z.object({ id: int, nickname: z.string() }).nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessageDto = z.infer<typeof chatMessageDtoSchema>;

/** The product a room is about, as the room's header shows it. */
export const chatProductDtoSchema = z
  .object({
    id: int,
    type: z.enum(PRODUCT_TYPES),
    status: z.enum(PRODUCT_STATUSES),
    status_label_key: z.string(),
    title: z.string(),
    price: z.number().nullable(),
    price_negotiable: z.boolean(),
    country: z.string(),
    thumb_url: z.string().nullable(),
    /** The post was deleted: the room is read-only. */
    deleted: z.boolean(),
  })
  .meta({ id: 'ChatProduct' });
export type ChatProductDto = z.infer<typeof chatProductDtoSchema>;

/** What a room can be about (docs/decisions.md, 'Chats about a request or a freelancer'). */
export const CHAT_SUBJECT_KINDS = ['product', 'drawing_request', 'production_notice', 'freelancer'] as const;
export type ChatSubjectKind = (typeof CHAT_SUBJECT_KINDS)[number];

/**
 * The room's subject in one shape for every kind, so a screen shows any of them the same way:
 * the title (a post's title, a request's title, a freelancer's headline), the web page it links
 * to, and a thumbnail when there is one. `available` false: the post was deleted or the request
 * or profile hidden (no link, the title stays as it was).
 */
export const chatSubjectDtoSchema = z
  .object({
    kind: z.enum(CHAT_SUBJECT_KINDS),
    id: int,
    title: z.string(),
    path: z.string(),
    thumb_url: z.string().nullable(),
    available: z.boolean(),
  })
  .meta({ id: 'ChatSubject' });
export type ChatSubjectDto = z.infer<typeof chatSubjectDtoSchema>;

/** Why a member cannot send in a room (a message key of `messages/`). */
export const CHAT_NOTICE_KEYS = ['chat.product_deleted', 'chat.other_left', 'chat.unavailable'] as const;

/**
 * A room as one member sees it (the list row and the room's header). `notice_key` says why the
 * member cannot send, null when they can.
 */
export const chatRoomDtoSchema = z
  .object({
    id: int,
    /** What the room is about, for every kind of subject. */
    subject: chatSubjectDtoSchema,
    /** The product with its price and status when the subject is a product, else null. */
    product: chatProductDtoSchema.nullable(),
    other: publicUserDtoSchema,
    /**
     * The viewer's side: the subject's owner ('seller': the seller, the requester, the freelancer)
     * or the member who asks ('buyer').
     */
    role: z.enum(['seller', 'buyer']),
    notify: z.boolean(),
    unread_count: int,
    last_read_message_id: int,
    last_message: z
      .object({ body: z.string(), kind: messageKind, has_image: z.boolean(), created_at: dateTime })
      .nullable(),
    other_left: z.boolean(),
    /** The other member's trust score (docs/decisions.md, 'Trust'). */
    other_trust_score: z.number(),
    /** The other member is a verified business (issue 30): the room shows the badge. */
    other_business_verified: z.boolean(),
    /** The other member was warned or suspended in the last 12 months: the room labels them. */
    other_sanctioned: z.boolean(),
    can_send: z.boolean(),
    notice_key: z.enum(CHAT_NOTICE_KEYS).nullable(),
    /**
     * The viewer reads this room as a seat of the business whose owner is a party (issue 30):
     * what they send goes out as the business, signed with their nickname. Null for a party.
     */
    as_seat_of: z.object({ business_id: int, legal_name: z.string(), owner_id: int }).nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'ChatRoom' });
export type ChatRoomDto = z.infer<typeof chatRoomDtoSchema>;

/** A room in the back office: both members, who left, and the subject. */
export const adminChatRoomDtoSchema = z
  .object({
    id: int,
    subject: chatSubjectDtoSchema,
    product: chatProductDtoSchema.nullable(),
    /** The subject's owner (seller, requester, freelancer) and the member who asked. */
    seller: publicUserDtoSchema,
    buyer: publicUserDtoSchema,
    seller_left_at: dateTime.nullable(),
    buyer_left_at: dateTime.nullable(),
    message_count: int,
    closed_at: dateTime.nullable(),
    activity_at: dateTime,
    created_at: dateTime,
  })
  .meta({ id: 'AdminChatRoom' });
export type AdminChatRoomDto = z.infer<typeof adminChatRoomDtoSchema>;

/** `GET /api/admin/chats/{id}`: the room and a page of its whole history (oldest first). */
export const adminChatDetailDtoSchema = z
  .object({
    room: adminChatRoomDtoSchema,
    messages: z.array(chatMessageDtoSchema),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'AdminChatDetail' });
export type AdminChatDetailDto = z.infer<typeof adminChatDetailDtoSchema>;
