import type { InspectionRating, SpecField } from '@steelyard/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { firstThumbPath } from '../products/products.repository.ts';

/** Inspection requests, reports, their photos and who inspects (issue 30). */

/** The post's template slug and fields at the version it was written against (null without one): its checklist. */
const templateColumns = [
  sql<string | null>`(select t.slug from spec_templates t where t.id = products.spec_template_id)`.as(
    'template_slug',
  ),
  sql<SpecField[] | null>`(select v.fields from spec_template_versions v
    where v.template_id = products.spec_template_id and v.version = products.spec_template_version)`.as(
    'template_fields',
  ),
];

/** A post as a request or a report needs it: its seller, state, last content edit and its kind's template. */
export function findInspectionTarget(db: Db, productId: number, options: { forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('products')
    .innerJoin('users as seller', 'seller.id', 'products.user_id')
    .select([
      'products.id',
      'products.user_id',
      'products.title',
      'products.type',
      'products.status',
      'products.is_hidden',
      'products.deleted_at',
      'products.created_at',
      'products.edited_at',
      'seller.withdrawn_at as seller_withdrawn_at',
      'seller.suspended_at as seller_suspended_at',
      'seller.business_verified as user_business_verified',
    ])
    .select(templateColumns)
    .where('products.id', '=', productId);
  if (options.forUpdate) query = query.forUpdate('products');
  return query.executeTakeFirst();
}
export type InspectionTarget = NonNullable<Awaited<ReturnType<typeof findInspectionTarget>>>;

/** Whether the member may file reports: an admin, or marked as inspector by the back office. */
export async function isInspector(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select(['is_admin', 'is_inspector'])
    .where('id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row && (row.is_admin || row.is_inspector));
}

/** A new open request; the partial unique index refuses a second open one of the same requester. */
export async function insertInspectionRequest(db: Db, productId: number, requesterId: number) {
  return db
    .insertInto('inspection_requests')
    .values({ product_id: productId, requester_id: requesterId })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function findOpenRequest(db: Db, productId: number, requesterId: number) {
  return db
    .selectFrom('inspection_requests')
    .select(['id', 'created_at'])
    .where('product_id', '=', productId)
    .where('requester_id', '=', requesterId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** Withdraws the member's open request of the post; its id, or undefined when none was open. */
export function withdrawOpenRequest(db: Db, productId: number, requesterId: number, at: Date) {
  return db
    .updateTable('inspection_requests')
    .set({ status: 'withdrawn', withdrawn_at: at })
    .where('product_id', '=', productId)
    .where('requester_id', '=', requesterId)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
}

/** Locks one request for a report. */
export function lockInspectionRequest(db: Db, id: number) {
  return db
    .selectFrom('inspection_requests')
    .select(['id', 'product_id', 'requester_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

const openRequests = (db: Db) =>
  db
    .selectFrom('inspection_requests as r')
    .innerJoin('products', 'products.id', 'r.product_id')
    .where('r.status', '=', 'open')
    .where('products.deleted_at', 'is', null);

/** The inspectors' queue: open requests of live posts, oldest first, with what their checklist needs. */
export async function listOpenRequests(db: Db, options: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    openRequests(db)
      .innerJoin('users as requester', 'requester.id', 'r.requester_id')
      .select([
        'r.id',
        'r.created_at',
        'products.id as product_id',
        'products.title as product_title',
        'requester.id as requester_id',
        'requester.nickname as requester_nickname',
      ])
      .select(templateColumns)
      .select((eb) => firstThumbPath(eb).as('thumb_path'))
      .orderBy('r.created_at')
      .orderBy('r.id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    openRequests(db)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
export type OpenRequestRow = Awaited<ReturnType<typeof listOpenRequests>>['rows'][number];

export async function insertInspectionReport(
  db: Db,
  values: {
    productId: number;
    inspectorId: number;
    inspectedOn: string;
    checklist: string;
    ratings: { component: string; rating: InspectionRating }[];
    notes: string;
    imageIds: number[];
  },
) {
  const row = await db
    .insertInto('inspection_reports')
    .values({
      product_id: values.productId,
      inspector_id: values.inspectorId,
      inspected_on: values.inspectedOn,
      checklist: values.checklist,
      ratings: JSON.stringify(values.ratings),
      notes: values.notes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.imageIds.length > 0)
    await db
      .insertInto('inspection_report_images')
      .values(
        values.imageIds.map((imageId, position) => ({ report_id: row.id, image_id: imageId, position })),
      )
      .execute();
  await db
    .updateTable('products')
    .set({ inspected_on: values.inspectedOn })
    .where('id', '=', values.productId)
    .execute();
  return row.id;
}

/** Closes every open request of the post with the report; their requesters. */
export async function closeOpenRequests(db: Db, productId: number, reportId: number, at: Date) {
  const rows = await db
    .updateTable('inspection_requests')
    .set({ status: 'reported', report_id: reportId, reported_at: at })
    .where('product_id', '=', productId)
    .where('status', '=', 'open')
    .returning('requester_id')
    .execute();
  return rows.map((row) => row.requester_id);
}

const reportColumns = [
  'reports.id',
  'reports.product_id',
  'reports.inspector_id',
  'inspector.nickname as inspector_nickname',
  'reports.inspected_on',
  'reports.ratings',
  'reports.notes',
  'reports.seller_response',
  'reports.responded_at',
  'reports.created_at',
  'products.edited_at as product_edited_at',
] as const;

/** The post's latest report with its inspector and the post's last content edit. */
export function findLatestReport(db: Db, productId: number) {
  return db
    .selectFrom('inspection_reports as reports')
    .innerJoin('products', 'products.id', 'reports.product_id')
    .leftJoin('users as inspector', 'inspector.id', 'reports.inspector_id')
    .select(reportColumns)
    .where('reports.product_id', '=', productId)
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.id', 'desc')
    .executeTakeFirst();
}
export type InspectionReportRow = NonNullable<Awaited<ReturnType<typeof findLatestReport>>>;

export function listReportImages(db: Db, reportId: number) {
  return db
    .selectFrom('inspection_report_images as a')
    .innerJoin('images', 'images.id', 'a.image_id')
    .select(['images.id', 'images.path', 'images.thumb_path'])
    .where('a.report_id', '=', reportId)
    .orderBy('a.position')
    .execute();
}

/** The members whose requests a report answered. */
export async function listReportRequesters(db: Db, reportId: number) {
  const rows = await db
    .selectFrom('inspection_requests')
    .select('requester_id')
    .where('report_id', '=', reportId)
    .execute();
  return rows.map((row) => row.requester_id);
}

/** Locks a report with its post's seller, for the seller's response. */
export function lockReport(db: Db, id: number) {
  return db
    .selectFrom('inspection_reports as reports')
    .innerJoin('products', 'products.id', 'reports.product_id')
    .select([
      'reports.id',
      'reports.product_id',
      'reports.inspector_id',
      'reports.seller_response',
      'products.user_id as seller_id',
      'products.deleted_at',
    ])
    .where('reports.id', '=', id)
    .forUpdate('reports')
    .executeTakeFirst();
}

/** The seller's one response; false when one was already written (the caller's lock decides first). */
export async function setSellerResponse(db: Db, id: number, response: string, at: Date) {
  const result = await db
    .updateTable('inspection_reports')
    .set({ seller_response: response, responded_at: at })
    .where('id', '=', id)
    .where('seller_response', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The back office marks a member as inspector or takes it back; the flag before, or undefined without the member. */
export async function setInspectorFlag(db: Db, userId: number, isInspector: boolean) {
  const before = await db
    .selectFrom('users')
    .select('is_inspector')
    .where('id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!before) return undefined;
  await db.updateTable('users').set({ is_inspector: isInspector }).where('id', '=', userId).execute();
  return before.is_inspector;
}

const inspectorColumns = ['users.id', 'users.nickname', 'users.email', 'users.is_inspector'] as const;

export function findInspector(db: Db, userId: number) {
  return db.selectFrom('users').select(inspectorColumns).where('id', '=', userId).executeTakeFirst();
}
export type InspectorRow = NonNullable<Awaited<ReturnType<typeof findInspector>>>;

/** Every member marked as inspector, by nickname. */
export function listInspectors(db: Db) {
  return db
    .selectFrom('users')
    .select(inspectorColumns)
    .where('is_inspector', '=', true)
    .where('withdrawn_at', 'is', null)
    .orderBy('nickname')
    .execute();
}
