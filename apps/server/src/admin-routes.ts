import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from './http/guards.ts';
import { adminChatRoutes } from './modules/chats/chats.admin-routes.ts';
import { adminAlarmRoutes } from './modules/alarms/alarms.admin-routes.ts';
import { adminProductRoutes } from './modules/products/products.admin-routes.ts';
import type { TradeHooks } from './modules/products/products.service.ts';
import { adminUserRoutes } from './modules/users/users.admin-routes.ts';
import { listSocialLinksOfUser } from './modules/social/social.repository.ts';
import { adminSampleRoutes } from './modules/samples/samples.admin-routes.ts';
import { adminReportRoutes } from './modules/reports/reports.admin-routes.ts';
import { adminReviewRoutes } from './modules/reviews/reviews.admin-routes.ts';
import { adminQnaRoutes } from './modules/qnas/qnas.admin-routes.ts';
import { adminBusinessRoutes } from './modules/businesses/businesses.admin-routes.ts';
import { adminInspectionRoutes } from './modules/inspections/inspections.admin-routes.ts';
import { adminContentRoutes } from './modules/content/content.admin-routes.ts';
import { adminContactTestRoutes } from './modules/contact-tests/contact-tests.admin-routes.ts';
import { adminPromotionRoutes } from './modules/promotions/promotions.admin-routes.ts';
import { adminSettingsRoutes } from './modules/catalog/catalog.admin-routes.ts';
import { adminStatsRoutes } from './modules/stats/stats.admin-routes.ts';
import { adminPlaceRoutes } from './modules/places/places.admin-routes.ts';
import { adminServiceRequestRoutes } from './modules/services/services.admin-routes.ts';
import { adminFactoryRoutes } from './modules/factories/factories.admin-routes.ts';
import { adminFreelancerRoutes } from './modules/freelancers/freelancers.admin-routes.ts';
import { adminSpecRoutes } from './modules/specs/specs.admin-routes.ts';

/**
 * Everything under /api/admin, behind one guard: 401 signed out, 403 without the admin flag.
 * Each domain adds its admin routes here.
 */
export const adminModule: FastifyPluginAsyncZod<{ trade: TradeHooks }> = async (app, { trade }) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  await app.register(adminUserRoutes, { linkedProvidersOf: listSocialLinksOfUser });
  await app.register(adminProductRoutes, { trade });
  await app.register(adminChatRoutes);
  await app.register(adminAlarmRoutes);
  await app.register(adminSampleRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminQnaRoutes);
  await app.register(adminBusinessRoutes);
  await app.register(adminInspectionRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminContactTestRoutes);
  await app.register(adminPromotionRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminPlaceRoutes);
  await app.register(adminServiceRequestRoutes('drawing'));
  await app.register(adminServiceRequestRoutes('production'));
  await app.register(adminFactoryRoutes);
  await app.register(adminFreelancerRoutes);
  await app.register(adminSpecRoutes);
};
