import { sql } from 'kysely';
import type {
  ServiceFileFormat,
  ServiceListScope,
  ServiceProcess,
  ServiceRequestKind,
  ServiceRequestStatus,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';

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
  sql<string>`service_requests.deadline::text`.as('deadline'),
  sql<string>`service_requests.closes_on::text`.as('closes_on'),
  'service_requests.budget',
  'service_requests.is_confidential',
  'service_requests.status',
  'service_requests.quote_count',
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
  process?: ServiceProcess;
  city?: string;
  word?: string;
  /** Keyset: requests older than this id. */
  beforeId?: number;
  limit: number;
}

/** A page of requests, newest first; hidden ones and those across a block left out. */
export function listServiceRequests(db: Db, options: RequestListOptions) {
  let query = withAuthor(db)
    .select(summaryColumns)
    .where('service_requests.kind', '=', options.kind)
    .where('service_requests.hidden_at', 'is', null)
    .where(whereNotBlockedBetween(options.viewerId, 'service_requests.user_id'));
  if (options.scope === 'mine') query = query.where('service_requests.user_id', '=', options.viewerId ?? 0);
  if (options.scope === 'quoted')
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('service_quotes')
          .select('service_quotes.id')
          .whereRef('service_quotes.request_id', '=', 'service_requests.id')
          .where('service_quotes.supplier_id', '=', options.viewerId ?? 0),
      ),
    );
  if (options.status) query = query.where('service_requests.status', '=', options.status);
  if (options.process) query = query.where('service_requests.process', '=', options.process);
  if (options.city) query = query.where('service_requests.city', '=', options.city);
  if (options.word) {
    const pattern = `%${options.word.replace(/[\\%_]/gu, '\\$&')}%`;
    query = query.where((eb) =>
      eb.or([
        eb('service_requests.title', 'ilike', pattern),
        eb('service_requests.material', 'ilike', pattern),
      ]),
    );
  }
  if (options.beforeId) query = query.where('service_requests.id', '<', options.beforeId);
  return query.orderBy('service_requests.id', 'desc').limit(options.limit).execute();
}

/** One request of a kind with its author, unless hidden or across a block from the viewer. */
export function findServiceRequest(db: Db, kind: ServiceRequestKind, id: number, viewerId: number | null) {
  return withAuthor(db)
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
    .where('service_requests.id', '=', id)
    .where('service_requests.hidden_at', 'is', null)
    .where(whereNotBlockedBetween(viewerId, 'service_requests.user_id'))
    .executeTakeFirst();
}
export type ServiceRequestRow = NonNullable<Awaited<ReturnType<typeof findServiceRequest>>>;
export type ServiceRequestSummaryRow = Awaited<ReturnType<typeof listServiceRequests>>[number];

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

/** Locks a request for a quote, an award or a step; undefined when there is none of this kind. */
export function lockServiceRequest(db: Db, kind: ServiceRequestKind, id: number) {
  return db
    .selectFrom('service_requests')
    .select(['id', 'user_id', 'title', 'status', 'is_confidential'])
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
    budget: number | null;
    isConfidential: boolean;
    terms: string | null;
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
      budget: values.budget,
      is_confidential: values.isConfidential,
      terms: values.terms,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertServiceFiles(
  db: Db,
  requestId: number,
  files: Array<{ filename: string; format: ServiceFileFormat; content: Buffer }>,
) {
  if (files.length === 0) return;
  await db
    .insertInto('service_files')
    .values(
      files.map((file, position) => ({
        request_id: requestId,
        position,
        filename: file.filename,
        format: file.format,
        size: file.content.length,
        content: file.content,
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

/** One file of a request, with its bytes. */
export function findServiceFile(db: Db, requestId: number, fileId: number) {
  return db
    .selectFrom('service_files')
    .select(['id', 'filename', 'format', 'content'])
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

/** The quote chosen, the others declined and the request awarded: call inside the award's transaction. */
export async function saveAward(db: Db, requestId: number, quoteId: number) {
  await db
    .updateTable('service_quotes')
    .set({ status: sql`case when id = ${quoteId} then 'awarded' else 'declined' end` })
    .where('request_id', '=', requestId)
    .execute();
  await db
    .updateTable('service_requests')
    .set({ status: 'awarded', awarded_quote_id: quoteId, updated_at: sql`now()` })
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
