import {
  SERVICE_FIELDS_FIXED_AFTER_QUOTE,
  type ServiceAwardInput,
  type ServiceQuoteInput,
  type ServiceRequestInput,
  type ServiceRequestKind,
  type ServiceRequestListQuery,
  type ServiceRequestPatch,
  type ServiceStatusInput,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { encodeDistanceCursor } from '../../db/distance.ts';
import { idCursorOf, idCursorPaged } from '../../http/envelope.ts';
import { circleOfQuery, distanceCursorOf } from '../../http/near-query.ts';
import { AppError, forbidden, notFound, ValidationError } from '../../http/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { notifyMember, type Notifier } from '../alarms/alarms.service.ts';
import { alertKeywordSubscribersOfRequest } from '../keywords/keywords.service.ts';
import { isListedArea } from '../catalog/catalog.repository.ts';
import { checkDrawingFile } from '../../lib/file-formats.ts';
import { removePrivateFiles, privateFileBody, storePrivateFiles } from '../../lib/private-files.ts';
import { SERVICE_PAGE, toServiceRequestSummaryDto } from './services.presenter.ts';
import {
  canMoveTo,
  canReadFiles,
  isJobDelivered,
  isQuotable,
  type ServiceReader,
} from './services.policy.ts';
import {
  findServiceFile,
  findServiceRequest,
  hasAcceptedTerms,
  insertFileDownload,
  insertQuote,
  insertServiceFiles,
  insertServiceRequest,
  deleteQuote,
  insertTermsAcceptance,
  listQuotes,
  listServiceFiles,
  listServiceRequests,
  lockServiceRequest,
  saveAward,
  saveRequestStatus,
  SERVICE_FILES_FOLDER,
  updateServiceRequest,
  type ServiceRequestFields,
} from './services.repository.ts';

/**
 * A page of requests newest first (nearest first with `near`), as `GET /api/{drawingRequests,bigNotices}` answers it for this
 * viewer (the caller checks that a scope other than `all` has one); the first screen of the list
 * page reads the same (`services.first-screen.ts`).
 */
export async function listServiceRequestPage(
  db: Db,
  kind: ServiceRequestKind,
  viewerId: number | null,
  query: ServiceRequestListQuery,
) {
  const near = circleOfQuery(query);
  const rows = await listServiceRequests(db, {
    kind,
    viewerId,
    scope: query.scope,
    status: query.status,
    quoteStatus: query.quote_status,
    process: query.process,
    city: query.city,
    word: query.word,
    near,
    after: near ? distanceCursorOf(query.cursor) : idCursorOf(query.cursor),
    limit: query.per_page + 1,
  });
  return idCursorPaged(
    rows,
    query.per_page,
    toServiceRequestSummaryDto,
    near ? encodeDistanceCursor : undefined,
  );
}

/** The region of a request is a province, and optionally a city or district of it, from its country's list. */
async function assertListedRegion(db: Db, country: string, city: string, county: string | null) {
  if (await isListedArea(db, country, city, county)) return;
  const cityListed = county !== null && (await isListedArea(db, country, city, null));
  throw ValidationError.field(cityListed ? 'county' : 'city', 'service.region_invalid');
}

/**
 * Posts a request with its files in one transaction. Each file must be a drawing or photo by its
 * content and carry a name that says the same; one that does not refuses the whole request. After
 * the commit, members whose keyword alerts match its title or description are told.
 */
export async function createServiceRequest(
  deps: { db: Db; notifier: Notifier; storage: FileStorage },
  kind: ServiceRequestKind,
  userId: number,
  input: ServiceRequestInput,
  requestCountry: string,
): Promise<number> {
  const files = input.files.map((file) => {
    const format = checkDrawingFile(file.filename, file.data.head);
    if (!format)
      throw new ValidationError({
        files: [{ key: 'service.file_mismatch', params: { name: file.filename.slice(0, 100) } }],
      });
    return { filename: file.filename.slice(0, 200), format, body: file.data };
  });
  // Stored before the transaction, removed again when it fails: no object without its row.
  const stored = await storePrivateFiles(deps.storage, files, SERVICE_FILES_FOLDER);
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      const { id, country } = await insertServiceRequest(trx, {
        kind,
        userId,
        title: input.title,
        description: input.description,
        process: input.process ?? null,
        material: input.material ?? null,
        quantity: input.quantity,
        tolerance: input.tolerance ?? null,
        finish: input.finish ?? null,
        deadline: input.deadline,
        closesOn: input.closes_on,
        city: input.city,
        county: input.county ?? null,
        place: { place_name: input.place_name ?? null, lat: input.lat ?? null, lon: input.lon ?? null },
        budget: input.budget ?? null,
        isConfidential: input.is_confidential,
        // Terms only mean something for confidential drawings.
        terms: input.is_confidential ? (input.terms ?? null) : null,
        fallbackCountry: requestCountry,
      });
      // The request's country (the member's, else the client's) is known once the row is written.
      await assertListedRegion(trx, country, input.city, input.county ?? null);
      await insertServiceFiles(trx, id, stored);
      return id;
    })
    .catch(async (error: unknown) => {
      await removePrivateFiles(deps.storage, stored);
      throw error;
    });
  await alertKeywordSubscribersOfRequest(deps.notifier, {
    id,
    user_id: userId,
    title: input.title,
    description: input.description,
    link: `${SERVICE_PAGE[kind]}/${id}`,
  });
  return id;
}

/**
 * The owner edits a request while it takes quotes (open or quoting): only the fields sent change,
 * an optional one sent blank is cleared. Once a quote has come in, the fields its price depends on
 * (SERVICE_FIELDS_FIXED_AFTER_QUOTE) keep their value; sending the same value is not a change.
 * The day and terms rules are checked on the request as it would be after the edit.
 */
export async function editServiceRequest(
  db: Db,
  kind: ServiceRequestKind,
  id: number,
  userId: number,
  input: ServiceRequestPatch,
) {
  await db.transaction().execute(async (trx) => {
    const locked = await lockServiceRequest(trx, kind, id);
    if (!locked || locked.user_id !== userId) throw notFound();
    if (!isQuotable(locked.status)) throw forbidden('service.not_editable');
    const changes = Object.fromEntries(
      Object.entries(input).map(([key, value]) => [key, value ?? null]),
    ) as Partial<ServiceRequestFields>;
    if (locked.quote_count > 0)
      for (const field of SERVICE_FIELDS_FIXED_AFTER_QUOTE)
        if (field in changes && changes[field] !== locked[field])
          throw ValidationError.field(field, 'service.fixed_after_quote');
    const after = { ...locked, ...changes };
    if (kind === 'drawing' && !after.process)
      throw ValidationError.field('process', 'service.process_required');
    if (after.deadline < after.closes_on)
      throw ValidationError.field('deadline', 'service.deadline_before_close');
    if (after.is_confidential && !after.terms) throw ValidationError.field('terms', 'service.terms_required');
    if ((after.lat === null) !== (after.lon === null)) throw ValidationError.field('lat', 'place.pin_whole');
    if ('city' in changes || 'county' in changes)
      await assertListedRegion(trx, after.country, after.city, after.county);
    // Terms only mean something for confidential drawings.
    if (!after.is_confidential) changes.terms = null;
    await updateServiceRequest(trx, id, changes);
  });
}

/**
 * Whether a member has reviewed a request's deal. Reviews stand above services (a review's subject
 * may be a request), so the app's composition hands this in (app.ts) instead of an import.
 */
export type HasReviewedRequest = (db: Db, requestId: number, userId: number) => Promise<boolean>;

/** A request as one reader sees it (404 when missing, hidden or across a block) and what they may do. */
export async function showServiceRequest(
  db: Db,
  kind: ServiceRequestKind,
  id: number,
  userId: number | null,
  hasReviewedRequest: HasReviewedRequest,
) {
  const row = await findServiceRequest(db, kind, id, userId);
  if (!row) throw notFound();
  const isOwner = row.user_id === userId;
  const delivered = isJobDelivered(row.status, row.awarded_quote_id !== null);
  const [files, ownQuotes, acceptedTerms, reviewed] = await Promise.all([
    listServiceFiles(db, id),
    userId && !isOwner ? listQuotes(db, id, userId) : Promise.resolve([]),
    userId && !isOwner && row.is_confidential ? hasAcceptedTerms(db, id, userId) : Promise.resolve(false),
    userId && delivered ? hasReviewedRequest(db, id, userId) : Promise.resolve(true),
  ]);
  const reader: ServiceReader = { userId, isOwner, acceptedTerms };
  const hasQuoted = ownQuotes.length > 0;
  const isParty = isOwner || ownQuotes.some((quote) => quote.id === row.awarded_quote_id);
  return {
    row,
    files,
    viewer: {
      is_owner: isOwner,
      has_quoted: hasQuoted,
      accepted_terms: acceptedTerms,
      can_read_files: canReadFiles(row, reader),
      can_quote: userId !== null && !isOwner && !hasQuoted && isQuotable(row.status),
      // The server checks again on POST /api/reviews (a block, the other party withdrawn).
      can_review: isParty && delivered && !reviewed,
    },
  };
}

/** The quotes a member may see: every one for the requester, only their own for a supplier. */
export async function listVisibleQuotes(db: Db, kind: ServiceRequestKind, id: number, userId: number) {
  const row = await findServiceRequest(db, kind, id, userId);
  if (!row) throw notFound();
  return listQuotes(db, id, row.user_id === userId ? undefined : userId);
}

/**
 * Sends a quote: never on one's own request, never once the request stopped taking quotes, one
 * per supplier. The requester is told after the commit.
 */
export async function sendQuote(
  deps: { db: Db; notifier: Notifier },
  kind: ServiceRequestKind,
  id: number,
  supplierId: number,
  input: ServiceQuoteInput,
) {
  const request = await findServiceRequest(deps.db, kind, id, supplierId);
  if (!request) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockServiceRequest(trx, kind, id);
    if (!locked) throw notFound();
    if (locked.user_id === supplierId) throw forbidden('service.own_request');
    if (!isQuotable(locked.status)) throw forbidden('service.not_quotable');
    if ((await listQuotes(trx, id, supplierId)).length > 0) throw forbidden('service.quote_exists');
    await insertQuote(trx, {
      requestId: id,
      supplierId,
      price: input.price,
      leadDays: input.lead_days,
      note: input.note ?? null,
      validUntil: input.valid_until,
    });
  });
  const [quote] = await listQuotes(deps.db, id, supplierId);
  if (!quote) throw notFound();
  await notifyMember(deps.notifier, {
    userId: request.user_id,
    kind: 'service',
    actorId: supplierId,
    targetId: id,
    params: {
      event: 'quote',
      nickname: quote.supplier_nickname,
      title: request.title,
      link: `${SERVICE_PAGE[kind]}/${id}`,
    },
  });
  return quote;
}

/**
 * A supplier withdraws their own quote while the request still takes quotes and the quote is not
 * yet chosen or declined; the quote is deleted (they may quote again) and the count follows.
 */
export async function withdrawQuote(
  db: Db,
  kind: ServiceRequestKind,
  id: number,
  quoteId: number,
  supplierId: number,
) {
  if (!(await findServiceRequest(db, kind, id, supplierId))) throw notFound();
  await db.transaction().execute(async (trx) => {
    const locked = await lockServiceRequest(trx, kind, id);
    if (!locked) throw notFound();
    const own = (await listQuotes(trx, id, supplierId)).find((quote) => quote.id === quoteId);
    if (!own) throw notFound();
    if (own.status !== 'submitted' || !isQuotable(locked.status))
      throw forbidden('service.quote_not_withdrawable');
    await deleteQuote(trx, id, quoteId, supplierId);
  });
}

/**
 * Awards one quote: the requester only, while the request takes quotes; the chosen supplier and
 * every other supplier are told after the commit.
 */
export async function awardQuote(
  deps: { db: Db; notifier: Notifier },
  kind: ServiceRequestKind,
  id: number,
  userId: number,
  input: ServiceAwardInput,
) {
  const { title, quotes } = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockServiceRequest(trx, kind, id);
    if (!locked || locked.user_id !== userId) throw notFound();
    if (!isQuotable(locked.status)) throw forbidden('service.not_awardable');
    const all = await listQuotes(trx, id);
    if (!all.some((quote) => quote.id === input.quote_id))
      throw ValidationError.field('quote_id', 'service.quote_unavailable');
    await saveAward(trx, id, input.quote_id);
    return { title: locked.title, quotes: all };
  });
  const link = `${SERVICE_PAGE[kind]}/${id}`;
  for (const quote of quotes)
    await notifyMember(deps.notifier, {
      userId: quote.supplier_id,
      kind: 'service',
      actorId: userId,
      targetId: id,
      params: { event: quote.id === input.quote_id ? 'awarded' : 'declined', title, link },
    });
}

/** The requester moves the request on (production, delivery, closing) or cancels it. */
export async function moveServiceRequest(
  db: Db,
  kind: ServiceRequestKind,
  id: number,
  userId: number,
  input: ServiceStatusInput,
) {
  await db.transaction().execute(async (trx) => {
    const locked = await lockServiceRequest(trx, kind, id);
    if (!locked || locked.user_id !== userId) throw notFound();
    if (!canMoveTo(locked.status, input.status)) throw forbidden('service.status_step');
    await saveRequestStatus(trx, id, input.status);
  });
}

/** A supplier accepts a confidential request's terms; afterwards its drawings open to them. */
export async function acceptTerms(db: Db, kind: ServiceRequestKind, id: number, userId: number) {
  const row = await findServiceRequest(db, kind, id, userId);
  if (!row) throw notFound();
  if (row.user_id === userId || !row.is_confidential) throw forbidden('service.not_confidential');
  await insertTermsAcceptance(db, id, userId);
}

/**
 * One private file for a reader allowed by `canReadFiles` (anyone else: 404 for a file they may
 * not know of, 403 for a confidential one whose terms they have not accepted). Every read by
 * someone other than the owner is recorded.
 */
export async function readServiceFile(
  deps: { db: Db; storage: FileStorage },
  kind: ServiceRequestKind,
  id: number,
  fileId: number,
  userId: number,
  hasReviewedRequest: HasReviewedRequest,
) {
  const { db, storage } = deps;
  const { row, viewer } = await showServiceRequest(db, kind, id, userId, hasReviewedRequest);
  if (!viewer.can_read_files) throw new AppError(403, 'errors.forbidden');
  const file = await findServiceFile(db, id, fileId);
  const body = file ? await privateFileBody(storage, file) : null;
  if (!file || !body) throw notFound();
  if (row.user_id !== userId) await insertFileDownload(db, file.id, userId);
  return { ...file, body };
}
