import {
  COUNTRY_HEADER,
  LANGUAGE_HEADER,
  categoryDtoSchema,
  citiesQuerySchema,
  cityDtoSchema,
  mannerDtoSchema,
  mannersQuerySchema,
  oneOf,
  placeNamesDtoSchema,
  settingsDtoSchema,
  versionsDtoSchema,
  z,
  type CategoryKind,
  type MannerDto,
} from '@steelyard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsChanged } from '../../db/changes.ts';
import { cacheForEveryone } from '../../http/cache-control.ts';
import { one } from '../../http/envelope.ts';
import { localize } from '../../lib/localize.ts';
import { categoriesIn, currentSettings, currentVersions, placeNamesIn } from './catalog.answers.ts';
import { forgetSettings, listCitiesWithCounties, listManners } from './catalog.repository.ts';

/**
 * The boot calls of spec §7: categories, manners, settings, versions and activity areas. The
 * reference lists may be kept by the browser; settings and versions are read fresh, since an
 * admin's change must reach every app at once.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['catalog'];
  app.bus.subscribe(settingsChanged.name, () => forgetSettings(db));

  const categoryLists: Record<string, CategoryKind> = {
    '/api/productCategories': 'product',
    '/api/noticeCategories': 'notice',
    '/api/faqCategories': 'faq',
    // The service category menu: drawing processing, production notices, factory sharing, freelancers.
    '/api/categories': 'service',
  };
  for (const [path, kind] of Object.entries(categoryLists)) {
    app.get(
      path,
      { schema: { tags, response: { 200: oneOf(z.array(categoryDtoSchema)) } } },
      async (request, reply) => {
        cacheForEveryone(reply, [LANGUAGE_HEADER]);
        return one(await categoriesIn(db, kind, request.ctx.language));
      },
    );
  }

  app.get(
    '/api/manners',
    { schema: { tags, querystring: mannersQuerySchema, response: { 200: oneOf(z.array(mannerDtoSchema)) } } },
    async (request, reply) => {
      cacheForEveryone(reply, [LANGUAGE_HEADER]);
      const rows = await listManners(db, request.query.type);
      return one(
        rows.map((row): MannerDto => ({
          id: row.id,
          type: row.type === 1 ? 1 : 0,
          title: localize(row.titles, request.ctx.language),
        })),
      );
    },
  );

  app.get(
    '/api/settings',
    { schema: { tags, response: { 200: oneOf(z.array(settingsDtoSchema)) } } },
    async () => one([await currentSettings(db)]),
  );

  app.get(
    '/api/versions',
    { schema: { tags, response: { 200: oneOf(z.array(versionsDtoSchema)) } } },
    async () => one([await currentVersions(db)]),
  );

  app.get(
    '/api/cities',
    { schema: { tags, querystring: citiesQuerySchema, response: { 200: oneOf(z.array(cityDtoSchema)) } } },
    async (request, reply) => {
      cacheForEveryone(reply, [COUNTRY_HEADER]);
      return one(await listCitiesWithCounties(db, request.query.country ?? request.ctx.country));
    },
  );

  // The places' names in the reader's language (issue 23): the web shows the stored own names through it.
  app.get(
    '/api/placeNames',
    { schema: { tags, response: { 200: oneOf(placeNamesDtoSchema) } } },
    async (request, reply) => {
      cacheForEveryone(reply, [LANGUAGE_HEADER]);
      return one(await placeNamesIn(db, request.ctx.language));
    },
  );
};
