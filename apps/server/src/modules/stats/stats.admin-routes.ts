import {
  adminStatsDtoSchema,
  adminStatsQuerySchema,
  exportParamSchema,
  oneOf,
  z,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { exportCsv, recordExport, showDashboard } from './stats.service.ts';

/** The dashboard's numbers and the CSV exports, under /api/admin (admins only). */
export const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['admin'];

  app.get(
    '/stats',
    { schema: { tags, querystring: adminStatsQuerySchema, response: { 200: oneOf(adminStatsDtoSchema) } } },
    async (request) => {
      // The day's views and clicks still queued on this instance belong in the numbers.
      await app.promotionTallies.flush();
      return one(await showDashboard(db, request.query.days));
    },
  );

  app.get(
    '/exports/:kind',
    {
      schema: {
        tags,
        params: exportParamSchema,
        response: { 200: z.string().meta({ description: 'CSV (text/csv, UTF-8 with BOM), streamed.' }) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      await recordExport(db, requireAdmin(request).id, kind);
      const stamp = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-${stamp}.csv"`)
          // A stream is sent as it is (Fastify serializes only objects); the schema documents the text.
          .send(exportCsv(db, kind) as unknown as string)
      );
    },
  );
};
