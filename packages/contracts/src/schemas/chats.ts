import { z } from '../zod-messages.ts';
import {
  blankToUndefined,
  cursorField,
  flagSchema,
  optionalId,
  pageQuerySchema,
  perPageField,
  textField,
} from './common.ts';

/** Chat list tabs: every room, rooms about my products, rooms about other members' products. */
export const CHAT_TABS = ['all', 'mine', 'others'] as const;
export type ChatTab = (typeof CHAT_TABS)[number];
/** Whose chats a list shows: the member's own, or the business's they hold a seat of. */
export const CHAT_INBOXES = ['own', 'business'] as const;
export type ChatInbox = (typeof CHAT_INBOXES)[number];

export const CHAT_LIMITS = {
  messageMax: 1000,
  messagesPerPage: 30,
  roomsPerPage: 20,
} as const;

/**
 * `GET /api/chats?tab=all|mine|others`: newest activity first, keyset paging (`cursor` from the
 * previous page's meta). `product_id` narrows to one product's rooms (the seller's view of a post).
 */
export const chatListQuerySchema = z.object({
  /**
   * `business`: the inbox of the business the member is a live seat of (its owner's rooms), in
   * place of the member's own rooms (issue 30's company seats).
   */
  inbox: z.preprocess(blankToUndefined, z.enum(CHAT_INBOXES).default('own')),
  tab: z.preprocess(blankToUndefined, z.enum(CHAT_TABS).default('all')),
  product_id: optionalId(),
  cursor: cursorField,
  per_page: perPageField(CHAT_LIMITS.roomsPerPage),
});
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;

/**
 * `POST /api/chats`: opens (or finds) the signed-in member's room about one subject: a product
 * (`product_id`), a drawing request or production notice (`service_request_id`) or a freelancer
 * profile (`freelancer_id`). The requester opens the room with a supplier who quoted by adding
 * `supplier_id` to `service_request_id`.
 */
export const chatOpenSchema = z
  .object({
    product_id: optionalId(),
    service_request_id: optionalId(),
    freelancer_id: optionalId(),
    supplier_id: optionalId(),
  })
  .refine(
    (v) =>
      [v.product_id, v.service_request_id, v.freelancer_id].filter((id) => id !== undefined).length === 1,
    { message: 'chat.subject_required', path: ['product_id'] },
  )
  .refine((v) => v.supplier_id === undefined || v.service_request_id !== undefined, {
    message: 'validation.invalid',
    path: ['supplier_id'],
  });
export type ChatOpenInput = z.infer<typeof chatOpenSchema>;
/** What a client sends to open a room: exactly one subject (the schema's rule, as a type). */
export type ChatSubjectInput =
  { product_id: number } | { service_request_id: number; supplier_id?: number } | { freelancer_id: number };

/** `GET /api/chats/{id}/messages?before=`: older messages, keyset on the message id. */
export const chatMessagesQuerySchema = z.object({
  before: optionalId(),
  per_page: perPageField(CHAT_LIMITS.messagesPerPage),
});

/**
 * `POST /api/chats/{id}/messages`: text, a photo from `POST /api/images`, or both. `client_key`
 * makes a retried send the same message.
 */
export const chatMessageSchema = z
  .object({
    body: textField(CHAT_LIMITS.messageMax)
      .optional()
      .transform((v) => v ?? ''),
    image_id: optionalId(),
    client_key: z.preprocess(blankToUndefined, textField(64).min(1).optional()),
  })
  .refine((v) => v.body !== '' || v.image_id !== undefined, {
    message: 'chat.message_required',
    path: ['body'],
  });
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/** `PATCH /api/chats/{id}`: the per-room notification switch. */
export const chatSettingsSchema = z.object({ notify: flagSchema });

/** `POST /api/chats/{id}/read`: marks read up to a message (default: the newest). */
export const chatReadSchema = z.preprocess((v) => v ?? {}, z.object({ message_id: optionalId() }));

/** `GET /api/admin/chats`: find rooms by member (id, nickname or email) or product (id or title). */
export const adminChatsQuerySchema = pageQuerySchema.extend({
  member: textField(100).optional(),
  product: textField(100).optional(),
});

/** `GET /api/admin/chats/{id}?before=`: the history in pages, oldest first within a page. */
export const adminChatQuerySchema = z.object({
  before: optionalId(),
  per_page: perPageField(100, 200),
});
