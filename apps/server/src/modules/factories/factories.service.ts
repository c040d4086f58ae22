import {
  todayUtc,
  type FactoryApplicationInput,
  type FactoryInput,
  type FactoryPatch,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, ValidationError } from '../../http/errors.ts';
import { notifyMember, type Notifier } from '../alarms/alarms.service.ts';
import {
  listAttachedImages,
  lockAttachableImages,
  replaceAttachedImages,
} from '../images/images.repository.ts';
import {
  deletePendingApplication,
  findApplication,
  findFactory,
  insertApplication,
  insertFactory,
  isPendingApplicationTaken,
  isInsideFreePeriod,
  listFreePeriods,
  listTakenPeriods,
  lockFactory,
  overlapsAccepted,
  replaceFreePeriods,
  saveApplicationStatus,
  updateFactory,
} from './factories.repository.ts';

/**
 * Applies to use a factory for a period: not one's own, within one period it is free, and not
 * over a period already given to someone (checked with the factory locked, so two answers cannot
 * both pass). The owner is told after the commit.
 */
export async function applyForFactory(
  deps: { db: Db; notifier: Notifier },
  applicantId: number,
  input: FactoryApplicationInput,
) {
  const factory = await findFactory(deps.db, input.factory_id, applicantId);
  if (!factory) throw notFound();
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      const locked = await lockFactory(trx, input.factory_id);
      if (!locked) throw notFound();
      if (locked.user_id === applicantId) throw forbidden('factory.own_factory');
      if (!(await isInsideFreePeriod(trx, locked.id, input)))
        throw ValidationError.field('starts_on', 'factory.outside_availability');
      if (await overlapsAccepted(trx, locked.id, input))
        throw ValidationError.field('starts_on', 'factory.period_taken');
      return insertApplication(trx, { factoryId: locked.id, applicantId, ...input });
    })
    .catch((error: unknown) => {
      // The database keeps one pending application per member, factory and overlapping period.
      if (isPendingApplicationTaken(error))
        throw ValidationError.field('starts_on', 'factory.application_pending');
      throw error;
    });
  const application = await findApplication(deps.db, id);
  if (!application) throw notFound();
  await notifyMember(deps.notifier, {
    userId: factory.user_id,
    kind: 'service',
    actorId: applicantId,
    targetId: id,
    params: {
      event: 'application',
      nickname: application.applicant_nickname,
      title: factory.title,
      link: '/factoryApplications?role=received',
    },
  });
  return application;
}

/**
 * The owner accepts or declines a pending application. Accepting a period that overlaps one
 * already accepted is refused, in the same transaction that would accept it.
 */
export async function answerApplication(
  deps: { db: Db; notifier: Notifier },
  ownerId: number,
  id: number,
  status: 'accepted' | 'declined',
) {
  const current = await findApplication(deps.db, id);
  if (!current || current.owner_id !== ownerId) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    await lockFactory(trx, current.factory_id);
    const application = await findApplication(trx, id);
    if (!application || application.status !== 'pending') throw forbidden('factory.already_answered');
    if (status === 'accepted' && (await overlapsAccepted(trx, application.factory_id, application)))
      throw forbidden('factory.period_taken');
    await saveApplicationStatus(trx, id, status);
  });
  await notifyMember(deps.notifier, {
    userId: current.applicant_id,
    kind: 'service',
    actorId: ownerId,
    targetId: id,
    params: {
      event: status === 'accepted' ? 'accepted' : 'refused',
      title: current.factory_title,
      link: '/factoryApplications',
    },
  });
  const answered = await findApplication(deps.db, id);
  if (!answered) throw notFound();
  return answered;
}

/** Puts the member's own unused uploads (or the factory's own) on the factory, in order; 422 otherwise. */
async function attachPhotos(trx: Db, userId: number, factoryId: number, imageIds: number[]) {
  const free = await lockAttachableImages(trx, userId, imageIds, {
    table: 'factory_images',
    ownerId: factoryId,
  });
  if (free.length !== imageIds.length) throw ValidationError.field('image_ids', 'product.image_unavailable');
  await replaceAttachedImages(trx, 'factory_images', factoryId, imageIds);
}

/** Lists a factory with its photos (the member's own uploads) in one transaction. */
export async function createFactory(db: Db, userId: number, input: FactoryInput) {
  return db.transaction().execute(async (trx) => {
    const id = await insertFactory(trx, userId, input);
    await replaceFreePeriods(trx, id, input.periods);
    await attachPhotos(trx, userId, id, input.image_ids);
    return id;
  });
}

/**
 * The owner edits their listing: only the fields sent change; periods sent replace the list. A
 * start in the past is kept only where a stored period starts that day (one already running);
 * a new one is refused. Periods already given to applicants stay as agreed.
 */
export async function editFactory(db: Db, ownerId: number, id: number, input: FactoryPatch) {
  const { image_ids: imageIds, periods, ...patch } = input;
  await db.transaction().execute(async (trx) => {
    const locked = await lockFactory(trx, id);
    if (!locked || locked.user_id !== ownerId) throw notFound();
    if (imageIds !== undefined) await attachPhotos(trx, ownerId, id, imageIds);
    if (periods !== undefined) {
      const stored = await listFreePeriods(trx, [id]);
      const today = todayUtc();
      const isNewPast = (start: string) => start < today && !stored.some((p) => p.starts_on === start);
      if (periods.some((p) => isNewPast(p.starts_on)))
        throw ValidationError.field('periods.starts_on', 'factory.starts_past');
      await replaceFreePeriods(trx, id, periods);
    }
    await updateFactory(trx, id, patch);
  });
}

/** The applicant withdraws their own application while it waits for an answer (it is deleted). */
export async function withdrawApplication(db: Db, applicantId: number, id: number) {
  const application = await findApplication(db, id);
  if (!application || application.applicant_id !== applicantId) throw notFound();
  if (application.status !== 'pending' || !(await deletePendingApplication(db, id, applicantId)))
    throw forbidden('factory.not_withdrawable');
}

/**
 * What a page of factories shows besides its rows: free periods, taken periods and photos, one
 * query each for all of them (no query per factory).
 */
export async function loadFactoryParts(db: Db, ids: number[]) {
  const [periods, taken, images] = await Promise.all([
    listFreePeriods(db, ids),
    listTakenPeriods(db, ids),
    listAttachedImages(db, 'factory_images', ids),
  ]);
  return (id: number) => ({
    periods: periods.filter((period) => period.factory_id === id),
    taken: taken.filter((period) => period.factory_id === id),
    images: images.filter((image) => image.owner_id === id),
  });
}
