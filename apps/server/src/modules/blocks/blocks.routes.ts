import {
  blockListQuerySchema,
  blockParamSchema,
  blockDtoSchema,
  blockSchema,
  cursorPagedOf,
  emptyDataSchema,
  oneOf,
  type BlockDto,
  type CursorPaged,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cursorPaged, one } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { signedIn } from '../../http/responses.ts';
import { toBlockDto } from './blocks.presenter.ts';
import { blockMember, listMemberBlocks, unblockMember } from './blocks.service.ts';

/** What a block asks of the modules above blocks (app.ts): the price offers between the two end. */
export interface BlockHooks {
  blocked: (blockerId: number, blockedId: number) => Promise<void>;
}

/** The member's blocks: list, block, unblock. What blocking hides is decided in blocks.policy.ts. */
export const blockRoutes: FastifyPluginAsyncZod<BlockHooks> = async (app, { blocked }) => {
  const { db, storage } = app.deps;
  const tags = ['blocks'];
  const security = signedIn;

  app.get(
    '/api/blocks',
    {
      schema: {
        tags,
        security,
        querystring: blockListQuerySchema,
        response: { 200: cursorPagedOf(blockDtoSchema) },
      },
    },
    async (request): Promise<CursorPaged<BlockDto>> => {
      const user = requireUser(request);
      const { rows, nextCursor } = await listMemberBlocks(db, user.id, request.query);
      return cursorPaged(
        rows.map((row) => toBlockDto(row, storage)),
        request.query.per_page,
        nextCursor,
      );
    },
  );

  app.post(
    '/api/blocks',
    { schema: { tags, security, body: blockSchema, response: { 200: oneOf(blockDtoSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const row = await blockMember(db, user.id, request.body.user_id);
      await blocked(user.id, request.body.user_id);
      return one(toBlockDto(row, storage));
    },
  );

  app.delete(
    '/api/blocks/:user_id',
    { schema: { tags, security, params: blockParamSchema, response: { 200: emptyDataSchema } } },
    async (request) => {
      const user = requireUser(request);
      await unblockMember(db, user.id, request.params.user_id);
      return one(null);
    },
  );
};
