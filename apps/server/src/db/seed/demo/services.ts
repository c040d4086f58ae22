import {
  factoryApplicationInputSchema,
  factoryInputSchema,
  freelancerInputSchema,
  SERVICE_LIMITS,
  serviceRequestPatchSchema,
  todayUtc,
  type ServiceRequestStatus,
  type ServiceStatusStep,
} from '@steelyard/contracts';
import type { Db } from '../../database.ts';
import {
  insertApplication,
  insertFactory,
  isInsideFreePeriod,
  overlapsAccepted,
  replaceFreePeriods,
  saveApplicationStatus,
} from '../../../modules/factories/factories.repository.ts';
import { upsertFreelancer } from '../../../modules/freelancers/freelancers.repository.ts';
import { replaceAttachedImages } from '../../../modules/images/images.repository.ts';
import { checkDrawingFile } from '../../../lib/file-formats.ts';
import { storePrivateFiles } from '../../../lib/private-files.ts';
import { canMoveTo } from '../../../modules/services/services.policy.ts';
import {
  insertQuote,
  insertServiceFiles,
  insertServiceRequest,
  SERVICE_FILES_FOLDER,
  saveAward,
  saveRequestStatus,
} from '../../../modules/services/services.repository.ts';
import { daysFrom, hoursBefore, type SeedContext } from '../context.ts';
import { PHOTO_CONCURRENCY, productPhotoSvg, renderJpeg, saveDemoPhotos } from './photos.ts';
import type { MemberKey } from './products-data.ts';
import {
  DEMO_FACTORIES,
  DEMO_FREELANCERS,
  DEMO_SERVICE_REQUESTS,
  type FactorySeed,
  type ServiceRequestSeed,
} from './services-data.ts';
import { DEMO_USERS, type DemoUserKey } from './users.ts';
import { mapWithLimit } from '../../../lib/map-with-limit.ts';

/*
 * The services' demo rows go through the services' own repository functions, so counters, the
 * request's country and the status a quote or an award leads to are what the app writes; only the
 * times are set back afterwards (the functions stamp now()), so the lists read as weeks of use.
 */

/** A calendar day as the app stores it (`YYYY-MM-DD`), `days` from the seed run. */
const dayFrom = (now: Date, days: number) => todayUtc(daysFrom(now, days));
/**
 * Oldest first, each with its place in `items`: rows are written in the order they were posted, so
 * ids grow with the posting time as real ones do.
 */
const oldestFirst = <T extends { hoursAgo: number }>(items: readonly T[]) =>
  items.map((item, index) => ({ item, index })).sort((a, b) => b.item.hoursAgo - a.item.hoursAgo);

/** The requester's steps after an award, in the order SERVICE_NEXT_STEPS allows them. */
const STEPS_AFTER_AWARD: readonly ServiceStatusStep[] = ['in_production', 'delivered', 'closed'];

const ownerOf = (key: MemberKey) => {
  const owner = DEMO_USERS.find((user) => user.key === key);
  if (!owner) throw new Error(`Demo member ${key} is missing`);
  return owner;
};

/** A request's place of work and a freelancer's base in the demo: the member's own neighbourhood. */
const ownerPlace = (owner: ReturnType<typeof ownerOf>) => ({
  place_name: [owner.county, owner.town].filter(Boolean).join(' '),
  lat: owner.lat,
  lon: owner.lon,
});

const withOwnerIds = <T extends { owner: MemberKey }>(
  items: readonly T[],
  ids: Record<DemoUserKey, number>,
) => items.map((item) => ({ ...item, ownerId: ids[item.owner] }));

/** Throws on a request the app would not have accepted or could not have reached. */
function checkServiceRequestSeed(request: ServiceRequestSeed, now: Date): void {
  const problems: string[] = [];
  const parsed = serviceRequestPatchSchema.safeParse({
    ...request,
    is_confidential: request.terms !== undefined,
  });
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((issue) => `${issue.path}: ${issue.message}`));
  if (request.kind === 'drawing' && (!request.process || request.drawings.length === 0))
    problems.push('a drawing request needs a process and a drawing');
  if (request.drawings.length > SERVICE_LIMITS.filesMax) problems.push('too many drawings');
  const posted = hoursBefore(now, request.hoursAgo);
  const closesOn = dayFrom(now, request.closesInDays);
  if (closesOn < todayUtc(posted) || closesOn > todayUtc(daysFrom(posted, SERVICE_LIMITS.quotingDaysMax)))
    problems.push('quoting period outside what posting allowed');
  if (request.deadlineInDays < request.closesInDays) problems.push('deadline before the quoting period ends');
  const suppliers = new Set(request.quotes.map((quote) => quote.supplier));
  if (suppliers.has(request.owner) || suppliers.size !== request.quotes.length)
    problems.push('a quote by the requester, or two by one supplier');
  for (const quote of request.quotes) {
    if (quote.hoursAgo >= request.hoursAgo) problems.push('a quote before the request');
    if (
      quote.price > SERVICE_LIMITS.priceMax ||
      quote.leadDays < 1 ||
      quote.leadDays > SERVICE_LIMITS.leadDaysMax ||
      quote.note.length > SERVICE_LIMITS.quoteNoteMax
    )
      problems.push('a quote outside the limits');
    if (request.awardedHoursAgo !== undefined && quote.hoursAgo <= request.awardedHoursAgo)
      problems.push('a quote after the award');
  }
  if (request.quotes.some((quote) => quote.awarded) !== (request.awardedHoursAgo !== undefined))
    problems.push('an award needs its quote and its time');
  if (problems.length > 0) throw new Error(`Demo request '${request.title}': ${problems.join(', ')}`);
}

/** Walks a request from its quotes to its status as the requester (or the expiry job) would. */
async function moveToStatus(trx: Db, id: number, request: ServiceRequestSeed, from: ServiceRequestStatus) {
  const awarded = request.awardedHoursAgo !== undefined;
  let status = from;
  const steps: readonly ServiceStatusStep[] =
    request.status === 'cancelled'
      ? ['cancelled']
      : awarded
        ? STEPS_AFTER_AWARD.slice(0, STEPS_AFTER_AWARD.indexOf(request.status as ServiceStatusStep) + 1)
        : [];
  for (const step of steps) {
    if (!canMoveTo(status, step)) throw new Error(`Demo request '${request.title}': ${status} → ${step}`);
    await saveRequestStatus(trx, id, step);
    status = step;
  }
  // Unawarded and past its quoting period: the service-expiry job has closed it.
  if (request.status === 'closed' && !awarded && request.closesInDays < 0) {
    await saveRequestStatus(trx, id, 'closed');
    status = 'closed';
  }
  if (status !== request.status)
    throw new Error(`Demo request '${request.title}' ends ${status}, not ${request.status}`);
}

async function seedRequests({ trx, tally, now, storage }: SeedContext, ids: Record<DemoUserKey, number>) {
  DEMO_SERVICE_REQUESTS.forEach((request) => checkServiceRequestSeed(request, now));
  const drawings = DEMO_SERVICE_REQUESTS.flatMap((request, index) =>
    request.drawings.map((filename, position) => ({ request, index, position, filename })),
  );
  const drawingBytes = await mapWithLimit(drawings, PHOTO_CONCURRENCY, async ({ index, position }) =>
    renderJpeg(productPhotoSvg({ art: 'blueprint', hue: index * 67, seed: 3000 + index * 16 + position })),
  );

  let quotes = 0;
  for (const { item: request } of oldestFirst(DEMO_SERVICE_REQUESTS)) {
    const owner = ownerOf(request.owner);
    const { id } = await insertServiceRequest(trx, {
      kind: request.kind,
      userId: ids[request.owner],
      title: request.title,
      description: request.description,
      process: request.process ?? null,
      material: request.material ?? null,
      quantity: request.quantity,
      tolerance: request.tolerance ?? null,
      finish: request.finish ?? null,
      deadline: dayFrom(now, request.deadlineInDays),
      closesOn: dayFrom(now, request.closesInDays),
      city: owner.city,
      county: owner.county,
      place: ownerPlace(owner),
      budget: request.budget ?? null,
      isConfidential: request.terms !== undefined,
      terms: request.terms ?? null,
      fallbackCountry: owner.country,
    });
    const files = drawings.flatMap((drawing, i) => {
      if (drawing.request !== request) return [];
      const body = drawingBytes[i] as Buffer;
      const format = checkDrawingFile(drawing.filename, body);
      if (!format) throw new Error(`Demo drawing ${drawing.filename} is not what its name says`);
      return [{ filename: drawing.filename, format, body }];
    });
    await insertServiceFiles(trx, id, await storePrivateFiles(storage, files, SERVICE_FILES_FOLDER));

    let awardedQuoteId: number | null = null;
    for (const { item: quote } of oldestFirst(request.quotes)) {
      const quoteId = await insertQuote(trx, {
        requestId: id,
        supplierId: ids[quote.supplier],
        price: quote.price,
        leadDays: quote.leadDays,
        note: quote.note,
        validUntil: dayFrom(now, quote.validInDays),
      });
      await trx
        .updateTable('service_quotes')
        .set({ created_at: hoursBefore(now, quote.hoursAgo) })
        .where('id', '=', quoteId)
        .execute();
      if (quote.awarded) awardedQuoteId = quoteId;
      quotes++;
    }
    if (awardedQuoteId !== null) await saveAward(trx, id, awardedQuoteId);
    const afterQuotes = awardedQuoteId !== null ? 'awarded' : request.quotes.length > 0 ? 'quoting' : 'open';
    await moveToStatus(trx, id, request, afterQuotes);

    const lastChangeHoursAgo = Math.min(
      request.hoursAgo,
      ...request.quotes.map((quote) => quote.hoursAgo),
      request.awardedHoursAgo ?? Infinity,
    );
    await trx
      .updateTable('service_requests')
      .set({
        created_at: hoursBefore(now, request.hoursAgo),
        updated_at: hoursBefore(now, lastChangeHoursAgo),
        awarded_at: request.awardedHoursAgo === undefined ? null : hoursBefore(now, request.awardedHoursAgo),
      })
      .where('id', '=', id)
      .execute();
  }
  tally.add('service requests', DEMO_SERVICE_REQUESTS.length);
  tally.add('drawing files', drawings.length);
  tally.add('quotes', quotes);
}

async function seedApplications(
  { trx, now }: SeedContext,
  ids: Record<DemoUserKey, number>,
  factoryId: number,
  factory: FactorySeed,
) {
  // In the order they were sent: each is checked against the periods given before it.
  for (const { item: application } of oldestFirst(factory.applications)) {
    const input = factoryApplicationInputSchema.parse({
      factory_id: factoryId,
      starts_on: dayFrom(now, application.period[0]),
      ends_on: dayFrom(now, application.period[1]),
      message: application.message,
    });
    if (application.applicant === factory.owner) throw new Error(`Demo application to one's own factory`);
    // The rules applyForFactory and answerApplication keep.
    if (!(await isInsideFreePeriod(trx, factoryId, input)) || (await overlapsAccepted(trx, factoryId, input)))
      throw new Error(`Demo application to '${factory.title}' outside its free days`);
    const id = await insertApplication(trx, { factoryId, applicantId: ids[application.applicant], ...input });
    if (application.status !== 'pending') await saveApplicationStatus(trx, id, application.status);
    await trx
      .updateTable('factory_applications')
      .set({
        created_at: hoursBefore(now, application.hoursAgo),
        answered_at:
          application.answeredHoursAgo === undefined ? null : hoursBefore(now, application.answeredHoursAgo),
      })
      .where('id', '=', id)
      .execute();
  }
  return factory.applications.length;
}

async function seedFactories(ctx: SeedContext, ids: Record<DemoUserKey, number>) {
  const { trx, tally, now } = ctx;
  const photoIds = await saveDemoPhotos(ctx, withOwnerIds(DEMO_FACTORIES, ids), 4000);
  let applications = 0;
  for (const { item: factory, index } of oldestFirst(DEMO_FACTORIES)) {
    const owner = ownerOf(factory.owner);
    // The route's own schema: every listing is one the form could have sent today.
    const input = factoryInputSchema.parse({
      title: factory.title,
      description: factory.description,
      city: owner.city,
      county: owner.county,
      floor_area: factory.floorArea,
      capabilities: factory.capabilities,
      equipment: factory.equipment,
      certifications: factory.certifications,
      periods: factory.periods.map(([start, end]) => ({
        starts_on: dayFrom(now, start),
        ends_on: dayFrom(now, end),
      })),
      image_ids: photoIds[index],
      place_name: factory.placeName,
      lat: factory.at[0],
      lon: factory.at[1],
    });
    const id = await insertFactory(trx, ids[factory.owner], input);
    await replaceFreePeriods(trx, id, input.periods);
    await replaceAttachedImages(trx, 'factory_images', id, input.image_ids);
    await trx
      .updateTable('factories')
      .set({ created_at: hoursBefore(now, factory.hoursAgo) })
      .where('id', '=', id)
      .execute();
    applications += await seedApplications(ctx, ids, id, factory);
  }
  tally.add('factories', DEMO_FACTORIES.length);
  tally.add('factory applications', applications);
  tally.add('factory photos', photoIds.flat().length);
}

async function seedFreelancers(ctx: SeedContext, ids: Record<DemoUserKey, number>) {
  const { trx, tally, now } = ctx;
  const photoIds = await saveDemoPhotos(ctx, withOwnerIds(DEMO_FREELANCERS, ids), 5000);
  for (const { item: freelancer, index } of oldestFirst(DEMO_FREELANCERS)) {
    const owner = ownerOf(freelancer.owner);
    const input = freelancerInputSchema.parse({
      headline: freelancer.headline,
      skills: freelancer.skills,
      city: owner.city,
      county: owner.county,
      ...ownerPlace(owner),
      travel_km: freelancer.travelKm,
      experience_years: freelancer.experienceYears,
      hourly_rate: freelancer.hourlyRate,
      certifications: freelancer.certifications,
      bio: freelancer.bio,
      image_ids: photoIds[index],
    });
    const id = await upsertFreelancer(trx, ids[freelancer.owner], input, owner.country);
    await replaceAttachedImages(trx, 'freelancer_images', id, input.image_ids);
    const publishedAt = hoursBefore(now, freelancer.hoursAgo);
    await trx
      .updateTable('freelancers')
      .set({ created_at: publishedAt, updated_at: publishedAt })
      .where('id', '=', id)
      .execute();
  }
  tally.add('freelancers', DEMO_FREELANCERS.length);
  tally.add('portfolio photos', photoIds.flat().length);
}

/**
 * Drawing requests and production notices with their drawings and quotes (every status, awards
 * included), factories with free periods, photos and applications (one waiting for its owner), and
 * freelancer profiles with portfolio photos.
 */
export async function seedDemoServices(ctx: SeedContext, ids: Record<DemoUserKey, number>): Promise<void> {
  await seedRequests(ctx, ids);
  await seedFactories(ctx, ids);
  await seedFreelancers(ctx, ids);
}
