import { adminSettingsDtoSchema, adminSettingsSchema, oneOf } from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { one } from '../../http/envelope.ts';
import { requireAdmin } from '../../http/guards.ts';
import { showSettingsForAdmin, updateSettingsAsAdmin } from './catalog.settings-service.ts';

/** `/api/admin/settings`: the minimum price to show and the app versions, audited. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['admin'];
  const response = { 200: oneOf(adminSettingsDtoSchema) };

  app.get('/settings', { schema: { tags, response } }, async () => one(await showSettingsForAdmin(db)));

  app.patch('/settings', { schema: { tags, body: adminSettingsSchema, response } }, async (request) => {
    await updateSettingsAsAdmin(db, requireAdmin(request).id, request.body);
    return one(await showSettingsForAdmin(db));
  });
};
