import {
  announcementDtoSchema,
  announcementSchema,
  announcementSentDtoSchema,
  oneOf,
  pagedOf,
  pageQuerySchema,
  type AnnouncementAudience,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one, pageOffset, paged } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { listAnnouncements, type AnnouncementRow } from './alarms.repository.ts';
import { announce } from './alarms.service.ts';

const toAnnouncementDto = (row: AnnouncementRow) => ({
  id: row.id,
  title: row.title,
  body: row.body,
  audience: row.audience as AnnouncementAudience,
  audience_value: row.audience_value,
  recipient_count: row.recipient_count,
  admin_nickname: row.admin_nickname,
  created_at: new Date(row.created_at).toISOString(),
});

/** `/admin/alarms`: announcements to everyone, a country's or a language's members (audited). */
export const adminAlarmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['admin'];

  app.get(
    '/alarms',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: pagedOf(announcementDtoSchema) } } },
    async (request) => {
      const { rows, total } = await listAnnouncements(db, {
        limit: request.query.per_page,
        offset: pageOffset(request.query),
      });
      return paged(rows.map(toAnnouncementDto), total, request.query);
    },
  );

  app.post(
    '/alarms',
    { schema: { tags, body: announcementSchema, response: { 201: oneOf(announcementSentDtoSchema) } } },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const sent = await announce(app.notifier, admin.id, request.body);
      return reply.status(201).send(one(sent));
    },
  );
};
