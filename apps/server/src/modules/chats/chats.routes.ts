import {
  chatListQuerySchema,
  chatMessageDtoSchema,
  chatMessageSchema,
  chatRoomDtoSchema,
  cursorPagedOf,
  emptyDataSchema,
  oneOf,
  publicUserDtoSchema,
  z,
  chatMessagesQuerySchema,
  chatOpenSchema,
  chatReadSchema,
  chatSettingsSchema,
  idParamSchema,
  type ChatMessageDto,
  type CursorPaged,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cursorPaged, one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { toPublicUserDto } from '../users/users.presenter.ts';
import { toChatMessageDto, toChatRoomDto } from './chats.presenter.ts';
import {
  chatRoomsPage,
  leaveRoom,
  listChatPartnersOfProduct,
  listRoomMessages,
  markRoomRead,
  openChat,
  sendMessage,
  setRoomNotify,
  showRoom,
} from './chats.service.ts';

/**
 * Chat rooms per subject (a product, a service request, a freelancer profile) and asker: list,
 * open, history, send, read, notification switch, leave.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const deps = { db, storage, realtime: app.realtime, notifier: app.notifier };
  const tags = ['chats'];
  const security = signedIn;
  const room = oneOf(chatRoomDtoSchema);
  const roomFor = async (roomId: number, userId: number) => {
    const { view, partyId, seat } = await showRoom(db, roomId, userId);
    return one(toChatRoomDto(view, partyId, storage, seat));
  };

  app.get(
    '/api/chats',
    {
      schema: {
        tags,
        security,
        querystring: chatListQuerySchema,
        response: { 200: cursorPagedOf(chatRoomDtoSchema) },
      },
    },
    async (request) => chatRoomsPage({ db, storage }, requireUser(request).id, request.query),
  );

  app.post(
    '/api/chats',
    { schema: { tags, security, body: chatOpenSchema, response: { 200: room, 201: room } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { roomId, created } = await openChat(db, user.id, request.body);
      return reply.status(created ? 201 : 200).send(await roomFor(roomId, user.id));
    },
  );

  app.get(
    '/api/chats/:id',
    { schema: { tags, security, params: idParamSchema, response: { 200: room } } },
    async (request) => roomFor(request.params.id, requireUser(request).id),
  );

  app.patch(
    '/api/chats/:id',
    { schema: { tags, security, params: idParamSchema, body: chatSettingsSchema, response: { 200: room } } },
    async (request) => {
      const user = requireUser(request);
      await setRoomNotify(db, request.params.id, user.id, request.body.notify);
      return roomFor(request.params.id, user.id);
    },
  );

  app.get(
    '/api/chats/:id/messages',
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: cursorPagedOf(chatMessageDtoSchema) },
      },
    },
    async (request): Promise<CursorPaged<ChatMessageDto>> => {
      const user = requireUser(request);
      const { rows, nextCursor } = await listRoomMessages(db, request.params.id, user.id, {
        before: request.query.before,
        limit: request.query.per_page,
      });
      return cursorPaged(
        rows.map((row) => toChatMessageDto(row, storage)),
        request.query.per_page,
        nextCursor,
      );
    },
  );

  app.post(
    '/api/chats/:id/messages',
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: chatMessageSchema,
        response: { 201: oneOf(chatMessageDtoSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const message = await sendMessage(deps, request.params.id, user.id, request.body);
      return reply.status(201).send(one(message));
    },
  );

  app.post(
    '/api/chats/:id/read',
    { schema: { tags, security, params: idParamSchema, body: chatReadSchema, response: { 200: room } } },
    async (request) => {
      const user = requireUser(request);
      await markRoomRead(db, request.params.id, user.id, request.body.message_id);
      return roomFor(request.params.id, user.id);
    },
  );

  app.post(
    '/api/chats/:id/leave',
    { schema: { tags, security, params: idParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      await leaveRoom(deps, request.params.id, requireUser(request).id);
      return one(null);
    },
  );

  // The members who chatted about a post: who the seller may name as the other party of a trade.
  app.get(
    '/api/products/:id/chatPartners',
    {
      schema: {
        tags,
        security,
        params: idParamSchema,
        response: { 200: oneOf(z.array(publicUserDtoSchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await listChatPartnersOfProduct(db, request.params.id, user.id);
      return one(rows.map((row) => toPublicUserDto(row, storage)));
    },
  );
};
