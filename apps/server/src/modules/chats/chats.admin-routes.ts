import {
  adminChatDetailDtoSchema,
  adminChatQuerySchema,
  adminChatRoomDtoSchema,
  adminChatsQuerySchema,
  idParamSchema,
  oneOf,
  pagedOf,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { toAdminChatRoomDto, toChatMessageDto } from './chats.presenter.ts';
import { listRoomsForAdmin } from './chats.admin-repository.ts';
import { showRoomForAdmin } from './chats.service.ts';

/** Chat history under /api/admin: find rooms, read them whole (read-only); each view is audited. */
export const adminChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const tags = ['admin'];

  app.get(
    '/chats',
    {
      schema: {
        tags,
        querystring: adminChatsQuerySchema,
        response: { 200: pagedOf(adminChatRoomDtoSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listRoomsForAdmin(db, {
        member: query.member || undefined,
        product: query.product || undefined,
        limit: query.per_page,
        offset: pageOffset(query),
      });
      return paged(
        rows.map((row) => toAdminChatRoomDto(row, storage)),
        total,
        query,
      );
    },
  );

  app.get(
    '/chats/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: adminChatQuerySchema,
        response: { 200: oneOf(adminChatDetailDtoSchema) },
      },
    },
    async (request) => {
      const { room, rows, nextCursor } = await showRoomForAdmin(
        db,
        requireAdmin(request).id,
        request.params.id,
        {
          before: request.query.before,
          limit: request.query.per_page,
        },
      );
      return one({
        room: toAdminChatRoomDto(room, storage),
        messages: rows.map((row) => toChatMessageDto(row, storage)),
        next_cursor: nextCursor,
      });
    },
  );
};
