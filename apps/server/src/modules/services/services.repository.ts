import { sql, type ExpressionBuilder } from 'kysely';
import type {
  ServiceListScope,
  ServiceProcess,
  ServiceQuoteStatus,
  ServiceRequestKind,
  ServiceRequestStatus,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { pageNearestOrNewest, type Circle, type DistanceCursor } from '../../db/distance.ts';
import { containsPattern, isRowId } from '../../lib/search-text.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';
import type { StoredPrivateFile } from '../../lib/private-files.ts';

/** Where a request's files lie in the file storage (`private/service-files/…`). */
export const SERVICE_FILES_FOLDER = 'service-files';

/*
 * The SQL of drawing requests and production notices, their private files, terms and quotes.
 * Calendar days are read as `YYYY-MM-DD` text: a JS Date would move them by the server's zone.
 */

const summaryColumns = [
  'service_requests.id',
  'service_requests.kind',
  'service_requests.user_id',
  'service_requests.title',
  'service_requests.process',
  'service_requests.quantity',
  'service_requests.city',
  'service_requests.county',
  'service_requests.place_name',
  'service_requests.lat',
  'service_requests.lon',
  sql<string>`service_requests.deadline::text`.as('deadline'),
  sql<string>`service_requests.closes_on::text`.as('closes_on'),
  'service_requests.budget',
  'service_requests.country',
  'service_requests.is_confidential',
  'service_requests.status',
  'service_requests.quote_count',
  'service_requests.hidden_at',
  'service_requests.created_at',
  'author.nickname as user_nickname',
  sql<number>`(select count(*)::int from service_files f where f.request_id = service_requests.id)`.as(
    'file_count',
  ),
] as const;

const withAuthor = (db: Db) =>
  db.selectFrom('service_requests').innerJoin('users as author', 'author.id', 'service_requests.user_id');

export interface RequestListOptions {
  kind: ServiceRequestKind;
  viewerId: number | null;
  scope: ServiceListScope;
  status?: ServiceRequestStatus;
  /** With scope `quoted`: the standing of the member's own quote. */
  quoteStatus?: ServiceQuoteStatus;
  process?: ServiceProcess;
  city?: string;
  word?: string;
  /** Only requests whose place lies within the circle, each with its `distance_km`, nearest first. */
  near?: Circle;
  /** The page starts after this row: an id below (newest first), or (distance, id) nearest first. */
  after?: number | DistanceCursor;
  limit: number;
}

/** Matches a title or material containing `word` (`%` and `_` taken literally). */
const whereTitleOrMaterial = (word: string) => {
  const pattern = containsPattern(word);
  return (eb: ExpressionBuilder<DB, 'service_requests'>) =>
    eb.or([
      eb('service_requests.title', 'ilike', pattern),
      eb('service_requests.material', 'ilike', pattern),
    ]);
};

/**
 * A page of requests, newest first (or nearest first with `near`); those across a block left
 * out, and hidden ones too except in the member's own list (where they stay, marked).
 */
export function listServiceRequests(db: Db, options: RequestListOptions) {
  let query = withAuthor(db)
    .select(summaryColumns)
    .where('service_requests.kind', '=', options.kind)
    .where(whereNotBlockedBetween(options.viewerId, 'service_requests.user_id'));
  if (options.scope === 'mine') query = query.where('service_requests.user_id', '=', options.viewerId ?? 0);
  else query = query.where('service_requests.hidden_at', 'is', null);
  if (options.scope === 'quoted') {
    const { viewerId, quoteStatus } = options;
    query = query.where(({ exists, selectFrom }) => {
      let quotes = selectFrom('service_quotes')
        .select('service_quotes.id')
        .whereRef('service_quotes.request_id', '=', 'service_requests.id')
        .where('service_quotes.supplier_id', '=', viewerId ?? 0);
      if (quoteStatus) quotes = quotes.where('service_quotes.status', '=', quoteStatus);
      return exists(quotes);
    });
  }
  if (options.status) query = query.where('service_requests.status', '=', options.status);
  if (options.process) query = query.where('service_requests.process', '=', options.process);
  if (options.city) query = query.where('service_requests.city', '=', options.city);
  if (options.word) query = query.where(whereTitleOrMaterial(options.word));
  return pageNearestOrNewest(query, 'service_requests', options).execute();
}

const withDetails = (db: Db, kind: ServiceRequestKind, id: number) =>
  withAuthor(db)
    .select([
      ...summaryColumns,
      'service_requests.description',
      'service_requests.material',
      'service_requests.tolerance',
      'service_requests.finish',
      'service_requests.terms',
      'service_requests.awarded_quote_id',
    ])
    .where('service_requests.kind', '=', kind)
    .where('service_requests.id', '=', id);

/** One request of a kind with its author, unless across a block, or hidden from anyone but its owner. */
export function findServiceRequest(db: Db, kind: ServiceRequestKind, id: number, viewerId: number | null) {
  return withDetails(db, kind, id)
    .where((eb) =>
      eb.or([
        eb('service_requests.hidden_at', 'is', null),
        eb('service_requests.user_id', '=', viewerId ?? 0),
      ]),
    )
    .where(whereNotBlockedBetween(viewerId, 'service_requests.user_id'))
    .executeTakeFirst();
}

/** One request of a kind for the back office: hidden or not, whoever reads. */
export const findServiceRequestForAdmin = (db: Db, kind: ServiceRequestKind, id: number) =>
  withDetails(db, kind, id).executeTakeFirst();

/**
 * The back office's list of a kind: newest first by page, by a word (title, material, the
 * author's nickname, or an id), status and visibility, with the total.
 */
export async function listServiceRequestsForAdmin(
  db: Db,
  kind: ServiceRequestKind,
  options: { word?: string; status?: ServiceRequestStatus; hidden?: boolean; limit: number; offset: number },
) {
  let query = withAuthor(db).where('service_requests.kind', '=', kind);
  const { word } = options;
  if (word) {
    const nickname = containsPattern(word);
    query = query.where((eb) =>
      eb.or([
        whereTitleOrMaterial(word)(eb),
        eb('author.nickname', 'ilike', nickname),
        ...(isRowId(word) ? [eb('service_requests.id', '=', Number(word))] : []),
      ]),
    );
  }
  if (options.status) query = query.where('service_requests.status', '=', options.status);
  if (options.hidden !== undefined)
    query = query.where('service_requests.hidden_at', options.hidden ? 'is not' : 'is', null);
  const [rows, total] = await Promise.all([
    query
      .select(summaryColumns)
      .orderBy('service_requests.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Hides or shows a request of a kind; false when there is none. */
export async function setServiceRequestHidden(db: Db, kind: ServiceRequestKind, id: number, hidden: boolean) {
  const row = await db
    .updateTable('service_requests')
    .set({ hidden_at: hidden ? sql`coalesce(hidden_at, now())` : null })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
export type ServiceRequestRow = NonNullable<Awaited<ReturnType<typeof findServiceRequest>>>;
/** A request as a list shows it (`distance_km` only in a list measured from a point). */
export type ServiceRequestSummaryRow = Omit<
  Awaited<ReturnType<typeof listServiceRequests>>[number],
  'distance_km'
> & {
  distance_km?: number | null;
};

/** A request of either kind as a chat subject: its owner and status, unless hidden or across a block. */
export function findRequestForChat(db: Db, id: number, viewerId: number) {
  return db
    .selectFrom('service_requests')
    .select(['service_requests.id', 'service_requests.user_id', 'service_requests.status'])
    .where('service_requests.id', '=', id)
    .where('service_requests.hidden_at', 'is', null)
    .where(whereNotBlockedBetween(viewerId, 'service_requests.user_id'))
    .executeTakeFirst();
}

/**
 * A request's job as a review reads it, locked: its requester, status and the supplier of the
 * awarded quote (null before an award). Hidden requests are not found.
 */
export function lockRequestDeal(db: Db, id: number) {
  return db
    .selectFrom('service_requests')
    .leftJoin('service_quotes as awarded', 'awarded.id', 'service_requests.awarded_quote_id')
    .select([
      'service_requests.id',
      'service_requests.user_id',
      'service_requests.status',
      'awarded.supplier_id as supplier_id',
    ])
    .where('service_requests.id', '=', id)
    .where('service_requests.hidden_at', 'is', null)
    .forUpdate('service_requests')
    .executeTakeFirst();
}

/** Locks a request for a quote, an award, a step or an edit; undefined when there is none of this kind. */
export function lockServiceRequest(db: Db, kind: ServiceRequestKind, id: number) {
  return db
    .selectFrom('service_requests')
    .select([
      'id',
      'user_id',
      'title',
      'description',
      'status',
      'quote_count',
      'process',
      'material',
      'quantity',
      'tolerance',
      'finish',
      sql<string>`deadline::text`.as('deadline'),
      sql<string>`closes_on::text`.as('closes_on'),
      'city',
      'county',
      'place_name',
      'lat',
      'lon',
      'country',
      'budget',
      'is_confidential',
      'terms',
    ])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertServiceRequest(
  db: Db,
  values: {
    kind: ServiceRequestKind;
    userId: number;
    title: string;
    description: string;
    process: ServiceProcess | null;
    material: string | null;
    quantity: number;
    tolerance: string | null;
    finish: string | null;
    deadline: string;
    closesOn: string;
    city: string;
    county: string | null;
    place: { place_name: string | null; lat: number | null; lon: number | null };
    budget: number | null;
    isConfidential: boolean;
    terms: string | null;
    /** The request's country when the member has none (the client's server country). */
    fallbackCountry: string;
  },
) {
  const row = await db
    .insertInto('service_requests')
    .values({
      kind: values.kind,
      user_id: values.userId,
      title: values.title,
      description: values.description,
      process: values.process,
      material: values.material,
      quantity: values.quantity,
      tolerance: values.tolerance,
      finish: values.finish,
      deadline: values.deadline,
      closes_on: values.closesOn,
      city: values.city,
      county: values.county,
      ...values.place,
      budget: values.budget,
      is_confidential: values.isConfidential,
      terms: values.terms,
      // The budget and quotes are in the requester's currency: their country, else the client's.
      country: sql<string>`coalesce((select u.country from users u where u.id = ${values.userId}), ${values.fallbackCountry})`,
    })
    .returning(['id', 'country'])
    .executeTakeFirstOrThrow();
  return row;
}

/** The fields of a request an edit may change, as stored. */
export type ServiceRequestFields = Pick<
  Awaited<ReturnType<typeof lockServiceRequest>> & object,
  | 'title'
  | 'description'
  | 'process'
  | 'material'
  | 'quantity'
  | 'tolerance'
  | 'finish'
  | 'deadline'
  | 'closes_on'
  | 'city'
  | 'county'
  | 'place_name'
  | 'lat'
  | 'lon'
  | 'budget'
  | 'is_confidential'
  | 'terms'
>;

export async function updateServiceRequest(db: Db, id: number, fields: Partial<ServiceRequestFields>) {
  await db
    .updateTable('service_requests')
    .set({ ...fields, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Records a request's files, already put in the file storage (`service-file-store.ts`), in order. */
export async function insertServiceFiles(db: Db, requestId: number, files: StoredPrivateFile[]) {
  if (files.length === 0) return;
  await db
    .insertInto('service_files')
    .values(
      files.map((file, position) => ({
        request_id: requestId,
        position,
        filename: file.filename,
        format: file.format,
        size: file.size,
        storage_key: file.storageKey,
      })),
    )
    .execute();
}

/** A request's files without their bytes, in order. */
export function listServiceFiles(db: Db, requestId: number) {
  return db
    .selectFrom('service_files')
    .select(['id', 'filename', 'format', 'size'])
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute();
}

/** One file of a request: its storage key, or its bytes when it was stored before files moved to the storage. */
export function findServiceFile(db: Db, requestId: number, fileId: number) {
  return db
    .selectFrom('service_files')
    .select(['id', 'filename', 'format', 'size', 'storage_key', 'content'])
    .where('request_id', '=', requestId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}

export async function insertFileDownload(db: Db, fileId: number, userId: number) {
  await db.insertInto('service_file_downloads').values({ file_id: fileId, user_id: userId }).execute();
}

export async function hasAcceptedTerms(db: Db, requestId: number, userId: number) {
  const row = await db
    .selectFrom('service_terms_acceptances')
    .select('user_id')
    .where('request_id', '=', requestId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Idempotent: accepting twice keeps the first time. */
export async function insertTermsAcceptance(db: Db, requestId: number, userId: number) {
  await db
    .insertInto('service_terms_acceptances')
    .values({ request_id: requestId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

const quoteColumns = [
  'service_quotes.id',
  'service_quotes.request_id',
  'service_quotes.supplier_id',
  'service_quotes.price',
  'service_quotes.lead_days',
  'service_quotes.note',
  sql<string>`service_quotes.valid_until::text`.as('valid_until'),
  'service_quotes.status',
  'service_quotes.created_at',
  'supplier.nickname as supplier_nickname',
] as const;

/** A request's quotes, cheapest first (the comparison's order); only one supplier's with `supplierId`. */
export function listQuotes(db: Db, requestId: number, supplierId?: number) {
  let query = db
    .selectFrom('service_quotes')
    .innerJoin('users as supplier', 'supplier.id', 'service_quotes.supplier_id')
    .select(quoteColumns)
    .where('service_quotes.request_id', '=', requestId);
  if (supplierId !== undefined) query = query.where('service_quotes.supplier_id', '=', supplierId);
  return query.orderBy('service_quotes.price').orderBy('service_quotes.id').execute();
}
export type ServiceQuoteRow = Awaited<ReturnType<typeof listQuotes>>[number];

export async function insertQuote(
  db: Db,
  values: {
    requestId: number;
    supplierId: number;
    price: number;
    leadDays: number;
    note: string | null;
    validUntil: string;
  },
) {
  const row = await db
    .insertInto('service_quotes')
    .values({
      request_id: values.requestId,
      supplier_id: values.supplierId,
      price: values.price,
      lead_days: values.leadDays,
      note: values.note,
      valid_until: values.validUntil,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The first quote moves an open request to quoting.
  await db
    .updateTable('service_requests')
    .set({
      quote_count: sql`quote_count + 1`,
      status: sql`case when status = 'open' then 'quoting' else status end`,
      updated_at: sql`now()`,
    })
    .where('id', '=', values.requestId)
    .execute();
  return row.id;
}

/**
 * Deletes a supplier's own submitted quote and takes it off the request's count; a request left
 * without quotes is open again. False when there was no such quote.
 */
export async function deleteQuote(db: Db, requestId: number, quoteId: number, supplierId: number) {
  const result = await db
    .deleteFrom('service_quotes')
    .where('id', '=', quoteId)
    .where('request_id', '=', requestId)
    .where('supplier_id', '=', supplierId)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await db
    .updateTable('service_requests')
    .set({
      quote_count: sql`greatest(quote_count - 1, 0)`,
      status: sql`case when status = 'quoting' and quote_count <= 1 then 'open' else status end`,
      updated_at: sql`now()`,
    })
    .where('id', '=', requestId)
    .execute();
  return true;
}

/** The quote chosen, the others declined and the request awarded: call inside the award's transaction. */
export async function saveAward(db: Db, requestId: number, quoteId: number) {
  await db
    .updateTable('service_quotes')
    .set({ status: sql`case when id = ${quoteId} then 'awarded' else 'declined' end` })
    .where('request_id', '=', requestId)
    .execute();
  await db
    .updateTable('service_requests')
    .set({ status: 'awarded', awarded_quote_id: quoteId, awarded_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', requestId)
    .execute();
}

export async function saveRequestStatus(db: Db, requestId: number, status: ServiceRequestStatus) {
  await db
    .updateTable('service_requests')
    .set({ status, updated_at: sql`now()` })
    .where('id', '=', requestId)
    .execute();
}

/** Closes requests whose quoting period ended without an award (the scheduled job). */
export async function closeExpiredRequests(db: Db) {
  const result = await db
    .updateTable('service_requests')
    .set({ status: 'closed', updated_at: sql`now()` })
    .where('status', 'in', ['open', 'quoting'])
    .where('closes_on', '<', sql<Date>`current_date`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
