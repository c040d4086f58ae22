import { DEFAULT_LANGUAGE, bootAnswersDtoSchema, firstScreenBoot } from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import type { FirstScreenProvider } from '../../http/web-app.ts';
import { countryOfAddress } from '../geo/ip-country.ts';
import { categoriesIn, currentSettings, currentVersions } from './catalog.answers.ts';

/**
 * The boot calls' answers (spec §7) inside a drawn page (`http/web-app.ts`), in the language the
 * server draws in: the app seeds its cache with them before it takes the page over, so its start
 * sends none of those calls and draws nothing again as their answers would arrive one by one.
 */
export function bootFirstScreen(app: FastifyInstance): FirstScreenProvider {
  const { db } = app.deps;
  const language = DEFAULT_LANGUAGE;
  return async (request) => {
    const [settings, versions, product, notice, faq] = await Promise.all([
      currentSettings(db),
      currentVersions(db),
      categoriesIn(db, 'product', language),
      categoriesIn(db, 'notice', language),
      categoriesIn(db, 'faq', language),
    ]);
    const body = bootAnswersDtoSchema.parse({
      ...(request.user ? {} : { user: null }),
      country: countryOfAddress(app.deps, request.ip),
      settings,
      versions,
      categories: { product, notice, faq },
    });
    return { answers: [{ key: firstScreenBoot(language), body }], images: [] };
  };
}
