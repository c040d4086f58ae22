import {
  LANGUAGES,
  bootAnswersDtoSchema,
  firstScreenBoot,
  firstScreenPlaceNames,
  type Language,
} from '@steelyard/contracts';
import type { FastifyInstance } from 'fastify';
import { placesChanged, settingsChanged } from '../../db/changes.ts';
import type { FirstScreenProvider } from '../../http/web-app.ts';
import { createReadCache } from '../../lib/read-cache.ts';
import { countryOfAddress } from '../geo/ip-country.ts';
import { categoriesIn, currentSettings, currentVersions, placeNamesIn } from './catalog.answers.ts';

/**
 * The boot calls' answers (spec §7) inside a drawn page (`http/web-app.ts`), in the language the
 * server draws the page in (`request.ctx.language`, set by `web-app.ts`), and the places' names in
 * it: the app seeds its cache with them before it takes the page over, so its start sends none of
 * those calls and draws nothing again as their answers would arrive one by one.
 *
 * What is the same on every page (settings, versions, categories, place names) is kept in memory
 * rather than read on each page request: `settingsChanged` and `placesChanged` drop it on every
 * instance, as the product lists are (`db/changes.ts`); the minute only bounds writes made outside
 * the app (the categories are written by the seed alone).
 */
export function bootFirstScreen(app: FastifyInstance): FirstScreenProvider {
  const { db } = app.deps;
  const read = async (language: Language) => {
    const [settings, versions, product, notice, faq, placeNames] = await Promise.all([
      currentSettings(db),
      currentVersions(db),
      categoriesIn(db, 'product', language),
      categoriesIn(db, 'notice', language),
      categoriesIn(db, 'faq', language),
      placeNamesIn(db, language),
    ]);
    return { boot: { settings, versions, categories: { product, notice, faq } }, placeNames };
  };
  const kept = createReadCache<Awaited<ReturnType<typeof read>>>({
    name: 'boot-answers',
    ttlMs: 60_000,
    max: LANGUAGES.length,
  });
  const shared = (language: Language) => kept.get(language, () => read(language));
  app.bus.subscribe(settingsChanged.name, kept.dropAll);
  app.bus.subscribe(placesChanged.name, kept.dropAll);

  return async (request) => {
    const { language } = request.ctx;
    const { boot, placeNames } = await shared(language);
    const body = bootAnswersDtoSchema.parse({
      ...(request.user ? {} : { user: null }),
      country: countryOfAddress(app.deps, request.ip),
      ...boot,
    });
    return {
      answers: [
        { key: firstScreenBoot(language), body },
        { key: firstScreenPlaceNames(language), body: placeNames },
      ],
      images: [],
    };
  };
}
