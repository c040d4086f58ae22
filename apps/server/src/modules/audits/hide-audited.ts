import { idParamSchema, oneOf, productHiddenSchema } from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { requireAdmin } from '../../http/guards.ts';
import { insertAdminAudit } from './audits.repository.ts';

/**
 * The back office hides or shows one item and audits it (`<subject>.hide` / `.unhide`) in one
 * transaction; 404 and nothing written when there is no such item. `setHidden` is the owning
 * module's repository write, true when it found the row.
 */
export async function setHiddenAudited(
  db: Db,
  change: {
    adminId: number;
    subjectType: string;
    subjectId: number;
    hidden: boolean;
    setHidden: (trx: Db, hidden: boolean) => Promise<boolean>;
  },
) {
  await db.transaction().execute(async (trx) => {
    if (!(await change.setHidden(trx, change.hidden))) throw notFound();
    await insertAdminAudit(trx, {
      adminId: change.adminId,
      action: `${change.subjectType}.${change.hidden ? 'hide' : 'unhide'}`,
      subjectType: change.subjectType,
      subjectId: change.subjectId,
      changes: { hidden: change.hidden },
    });
  });
}

/**
 * The two routes every hideable item of the back office has: `GET {path}/:id` (the item as
 * `detail` answers it, hidden or not) and `PATCH {path}/:id/hidden` (hide or show, audited, then
 * the item again).
 */
export function hideableItemRoutes(
  app: FastifyInstance,
  item: {
    path: string;
    subjectType: string;
    dtoSchema: z.ZodType;
    detail: (id: number) => Promise<{ data: unknown }>;
    setHidden: (trx: Db, id: number, hidden: boolean) => Promise<boolean>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  routes.get(
    `${item.path}/:id`,
    { schema: { tags, params: idParamSchema, response: { 200: oneOf(item.dtoSchema) } } },
    async (request) => item.detail(request.params.id),
  );
  routes.patch(
    `${item.path}/:id/hidden`,
    {
      schema: {
        tags,
        params: idParamSchema,
        body: productHiddenSchema,
        response: { 200: oneOf(item.dtoSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await setHiddenAudited(app.deps.db, {
        adminId: requireAdmin(request).id,
        subjectType: item.subjectType,
        subjectId: id,
        hidden: request.body.hidden,
        setHidden: (trx, hidden) => item.setHidden(trx, id, hidden),
      });
      return item.detail(id);
    },
  );
}
