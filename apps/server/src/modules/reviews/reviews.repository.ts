import type { ReviewKind } from '@steelyard/contracts';
import { sql, type SqlBool } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.ts';
import { containsPattern, isRowId } from '../../lib/search-text.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';
import { firstThumbPath } from '../products/products.repository.ts';
import type { ReviewSubjectRef } from './reviews.subjects.ts';

/**
 * Reviews of finished deals: a completed trade, a delivered request's job or a finished freelancer
 * job (one subject per review, reviews.subjects.ts). A review "counts" while it is neither cancelled (the trade went
 * back) nor hidden (by an admin); it is "public" when it counts and carries a good tag: reviews
 * with bad tags only are never listed to anyone but their author (spec §6), only counted.
 */

export async function insertReview(
  db: Db,
  values: {
    subject: ReviewSubjectRef;
    reviewerId: number;
    revieweeId: number;
    reviewerRole: 'seller' | 'buyer';
    content: string | null;
    manners: { id: number; type: number }[];
  },
) {
  const row = await db
    .insertInto('reviews')
    .values({
      [values.subject.column]: values.subject.id,
      reviewer_id: values.reviewerId,
      reviewee_id: values.revieweeId,
      reviewer_role: values.reviewerRole,
      content: values.content,
      good_count: values.manners.filter((m) => m.type === 1).length,
      bad_count: values.manners.filter((m) => m.type === 0).length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('review_manners')
    .values(values.manners.map((m) => ({ review_id: row.id, manner_id: m.id })))
    .execute();
  return row.id;
}

/** Whether the member already has a review of this deal that counts (cancelled ones do not). */
export async function hasReviewed(db: Db, subject: ReviewSubjectRef, reviewerId: number) {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where(subject.column, '=', subject.id)
    .where('reviewer_id', '=', reviewerId)
    .where('canceled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function findManners(db: Db, ids: number[]) {
  return db.selectFrom('manners').select(['id', 'type']).where('id', 'in', ids).execute();
}

/** Cancels the reviews of a trade; answers the members whose received reviews changed. */
export async function cancelReviewsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .updateTable('reviews')
    .set({ canceled_at: sql`now()` })
    .where('product_id', '=', productId)
    .where('canceled_at', 'is', null)
    .returning('reviewee_id')
    .execute();
  return rows.map((r) => r.reviewee_id);
}

/** Every column a review's DTO needs (the public reads add what counts; the back office sees all). */
const reviewSelect = (db: Db, viewerId: number | null) =>
  db
    .selectFrom('reviews')
    .leftJoin('products', 'products.id', 'reviews.product_id')
    .leftJoin('service_requests as request', 'request.id', 'reviews.service_request_id')
    .leftJoin('freelancer_jobs as job', 'job.id', 'reviews.freelancer_job_id')
    .leftJoin('freelancers as job_freelancer', 'job_freelancer.id', 'job.freelancer_id')
    .innerJoin('users as reviewer', 'reviewer.id', 'reviews.reviewer_id')
    .innerJoin('users as reviewee', 'reviewee.id', 'reviews.reviewee_id')
    .leftJoin('images as reviewer_avatar', 'reviewer_avatar.id', 'reviewer.profile_image_id')
    .leftJoin('images as reviewee_avatar', 'reviewee_avatar.id', 'reviewee.profile_image_id')
    .select([
      'reviews.id',
      'reviews.product_id',
      'reviews.service_request_id',
      'reviews.freelancer_job_id',
      'reviews.reviewer_id',
      'reviews.reviewee_id',
      'reviews.reviewer_role',
      'reviews.content',
      'reviews.good_count',
      'reviews.bad_count',
      'reviews.hidden_at',
      'reviews.created_at',
      'products.title as product_title',
      'request.kind as request_kind',
      'request.title as request_title',
      'job.freelancer_id as job_freelancer_id',
      'job_freelancer.headline as job_headline',
      'reviewer.nickname as reviewer_nickname',
      'reviewer.city as reviewer_city',
      'reviewer.county as reviewer_county',
      'reviewer_avatar.thumb_path as reviewer_thumb_path',
      'reviewee.nickname as reviewee_nickname',
      'reviewee.city as reviewee_city',
      'reviewee.county as reviewee_county',
      'reviewee_avatar.thumb_path as reviewee_thumb_path',
    ])
    .select((eb) => [
      firstThumbPath(eb).as('product_thumb_path'),
      jsonArrayFrom(
        eb
          .selectFrom('review_manners')
          .innerJoin('manners', 'manners.id', 'review_manners.manner_id')
          .select(['manners.id', 'manners.type', 'manners.titles'])
          .whereRef('review_manners.review_id', '=', 'reviews.id')
          .orderBy('manners.type', 'desc')
          .orderBy('manners.position'),
      ).as('manners'),
      // The reviewee may review back while the deal stands (a trade still completed) and they have
      // not reviewed it yet.
      viewerId
        ? eb
            .and([
              eb('reviews.reviewee_id', '=', viewerId),
              eb.or([eb('reviews.product_id', 'is', null), eb('products.status', '=', 'completed')]),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('reviews as back')
                    .select('back.id')
                    .where((back) =>
                      back.or([
                        back('back.product_id', '=', back.ref('reviews.product_id')),
                        back('back.service_request_id', '=', back.ref('reviews.service_request_id')),
                        back('back.freelancer_job_id', '=', back.ref('reviews.freelancer_job_id')),
                      ]),
                    )
                    .where('back.reviewer_id', '=', viewerId)
                    .where('back.canceled_at', 'is', null),
                ),
              ),
            ])
            .as('can_review_back')
        : sql<boolean>`false`.as('can_review_back'),
      'reviews.canceled_at',
    ]);
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewSelect>['execute']>>[number];

const reviewColumns = (db: Db, viewerId: number | null) =>
  reviewSelect(db, viewerId)
    .where('reviews.canceled_at', 'is', null)
    .where('reviewer.withdrawn_at', 'is', null)
    .where('reviewee.withdrawn_at', 'is', null);

/**
 * A review with bad tags only, read by its recipient: anonymous, so a block between them must not
 * change what they see (hiding it would tell the recipient who wrote it).
 */
const anonymousToViewer = (viewerId: number | null) =>
  viewerId
    ? sql<SqlBool>`(reviews.reviewee_id = ${viewerId} and reviews.good_count = 0)`
    : sql<SqlBool>`false`;

/** One review that counts, with no block between the viewer and either party (unless anonymous to them). */
export function findReview(db: Db, id: number, viewerId: number | null) {
  return reviewColumns(db, viewerId)
    .where('reviews.id', '=', id)
    .where((eb) =>
      eb.or([
        anonymousToViewer(viewerId),
        eb.and([
          whereNotBlockedBetween(viewerId, 'reviews.reviewer_id')(),
          whereNotBlockedBetween(viewerId, 'reviews.reviewee_id')(),
        ]),
      ]),
    )
    .executeTakeFirst();
}

/**
 * A member's received or sent reviews, newest first: the public ones, and for the member's own
 * lists every one of them (received ones with bad tags only are shown anonymously). Hidden reviews
 * and those across a block with the viewer are left out.
 * `freelancerId` keeps the reviews of jobs with that freelancer profile only (the profile's page).
 */
export async function listReviews(
  db: Db,
  options: {
    userId: number;
    kind: ReviewKind;
    viewerId: number | null;
    freelancerId?: number;
    limit: number;
    offset: number;
  },
) {
  const own = options.viewerId === options.userId;
  const column = options.kind === 'sent' ? 'reviews.reviewer_id' : 'reviews.reviewee_id';
  const counterpart = options.kind === 'sent' ? 'reviews.reviewee_id' : 'reviews.reviewer_id';
  let base = reviewColumns(db, options.viewerId)
    .where(column, '=', options.userId)
    .where('reviews.hidden_at', 'is', null)
    .where((eb) =>
      eb.or([anonymousToViewer(options.viewerId), whereNotBlockedBetween(options.viewerId, counterpart)()]),
    );
  if (!own) base = base.where('reviews.good_count', '>', 0);
  if (options.freelancerId !== undefined) base = base.where('job.freelancer_id', '=', options.freelancerId);
  const [rows, total] = await Promise.all([
    base
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many counting reviews gave each tag to a member (bad tags only when asked for). */
export function countMannersOf(db: Db, userId: number, withBad: boolean) {
  let query = db
    .selectFrom('review_manners')
    .innerJoin('reviews', 'reviews.id', 'review_manners.review_id')
    .innerJoin('manners', 'manners.id', 'review_manners.manner_id')
    .select(['manners.id', 'manners.type', 'manners.titles', 'manners.position'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('reviews.reviewee_id', '=', userId)
    .where('reviews.canceled_at', 'is', null)
    .where('reviews.hidden_at', 'is', null)
    .groupBy(['manners.id', 'manners.type', 'manners.titles', 'manners.position'])
    .orderBy('count', 'desc')
    .orderBy('manners.position');
  if (!withBad) query = query.where('manners.type', '=', 1);
  return query.execute();
}

/** What the trust score of a member is made of (trust-score.ts), read in one statement. */
export async function readTrustInputs(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'users.contact',
      sql<number>`extract(epoch from now() - users.created_at) / 86400`.as('age_days'),
      eb
        .selectFrom('reviews')
        .select(() => [
          sql<string>`json_build_object(
            'n', count(*), 'public', count(*) filter (where good_count > 0),
            'good', coalesce(sum(good_count), 0), 'bad', coalesce(sum(bad_count), 0),
            'balance', coalesce(sum(case when good_count > 0 and bad_count = 0 then 1
                                         when bad_count > 0 and good_count = 0 then -1 else 0 end), 0))`.as(
            'stats',
          ),
        ])
        .whereRef('reviews.reviewee_id', '=', 'users.id')
        .where('reviews.canceled_at', 'is', null)
        .where('reviews.hidden_at', 'is', null)
        .as('reviews'),
      eb
        .selectFrom('products')
        .select((p) => p.fn.countAll<number>().as('n'))
        .where((p) => p.or([p('products.user_id', '=', userId), p('products.buyer_id', '=', userId)]))
        .where('products.status', '=', 'completed')
        .where('products.buyer_id', 'is not', null)
        .where('products.deleted_at', 'is', null)
        .as('trades'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const stats = (typeof row.reviews === 'string' ? JSON.parse(row.reviews) : row.reviews) as {
    n: number;
    public: number;
    good: number;
    bad: number;
    balance: number;
  };
  return {
    reviewCount: Number(stats.n),
    publicReviewCount: Number(stats.public),
    good: Number(stats.good),
    bad: Number(stats.bad),
    reviewBalance: Number(stats.balance),
    completedTrades: Number(row.trades ?? 0),
    accountAgeDays: Number(row.age_days),
    verifiedContact: row.contact !== null,
  };
}

export async function saveTrust(
  db: Db,
  userId: number,
  values: { reviewCount: number; publicReviewCount: number; good: number; bad: number; score: number },
) {
  await db
    .updateTable('users')
    .set({
      review_count: values.reviewCount,
      public_review_count: values.publicReviewCount,
      good_manner_count: values.good,
      bad_manner_count: values.bad,
      trust_score: values.score,
    })
    .where('id', '=', userId)
    .execute();
}

/** A member's warnings and suspensions of the last 12 months (the trust score's sanctions part). */
export async function countRecentSanctions(db: Db, userId: number) {
  const rows = await db
    .selectFrom('sanctions')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '12 months'`)
    .groupBy('kind')
    .execute();
  const count = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { warnings: count('warning'), suspensions: count('suspension') };
}

/** The back office's search: by text or either member's nickname, newest first; every review. */
export async function listReviewsForAdmin(
  db: Db,
  options: { search?: string; limit: number; offset: number },
) {
  let base = reviewSelect(db, null);
  const search = options.search;
  if (search) {
    const like = containsPattern(search);
    base = base.where((eb) =>
      eb.or([
        eb('reviews.content', 'ilike', like),
        eb('reviewer.nickname', 'ilike', like),
        eb('reviewee.nickname', 'ilike', like),
        ...(isRowId(search) ? [eb('reviews.id', '=', Number(search))] : []),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base.orderBy('reviews.id', 'desc').limit(options.limit).offset(options.offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findReviewForAdmin(db: Db, id: number) {
  return reviewSelect(db, null).where('reviews.id', '=', id).executeTakeFirst();
}

export async function setReviewHidden(db: Db, id: number, hidden: boolean) {
  return db
    .updateTable('reviews')
    .set({ hidden_at: hidden ? sql`now()` : null })
    .where('id', '=', id)
    .returning(['reviewee_id'])
    .executeTakeFirst();
}

/** A deal that waits for the member's review: its subject, the other party and when it finished. */
export interface PendingReviewRow {
  kind: 'product' | 'request' | 'job';
  id: number;
  title: string;
  request_kind: string | null;
  freelancer_id: number | null;
  thumb_path: string | null;
  finished_at: Date | string;
  other_id: number;
  other_nickname: string;
  other_city: string | null;
  other_county: string | null;
  other_thumb_path: string | null;
}

/**
 * The member's finished deals with no review of theirs that counts (reviews.subjects.ts says which
 * deals may be reviewed): completed trades with a buyer, delivered requests' jobs and finished
 * freelancer jobs, whose other party is still a member with no block either way; newest first.
 */
export async function listPendingReviews(db: Db, userId: number, limit: number) {
  const notReviewed = (column: string, id: string) =>
    sql`not exists (select 1 from reviews r where r.${sql.ref(column)} = ${sql.ref(id)}
      and r.reviewer_id = ${userId} and r.canceled_at is null)`;
  const { rows } = await sql<PendingReviewRow>`
    with deals as (
      select 'product' as kind, p.id, p.title, null::text as request_kind, null::int as freelancer_id,
        (select i.thumb_path from product_images pi join images i on i.id = pi.image_id
          where pi.product_id = p.id order by pi.position limit 1) as thumb_path,
        p.updated_at as finished_at,
        case when p.user_id = ${userId} then p.buyer_id else p.user_id end as other_id
      from products p
      where p.status = 'completed' and p.buyer_id is not null and p.deleted_at is null
        and (p.user_id = ${userId} or p.buyer_id = ${userId}) and ${notReviewed('product_id', 'p.id')}
      union all
      select 'request', s.id, s.title, s.kind, null, null, s.updated_at,
        case when s.user_id = ${userId} then q.supplier_id else s.user_id end
      from service_requests s join service_quotes q on q.id = s.awarded_quote_id
      where s.hidden_at is null and s.status in ('delivered', 'closed')
        and (s.user_id = ${userId} or q.supplier_id = ${userId})
        and ${notReviewed('service_request_id', 's.id')}
      union all
      select 'job', j.id, f.headline, null, j.freelancer_id, null, j.finished_at,
        case when j.freelancer_user_id = ${userId} then j.client_id else j.freelancer_user_id end
      from freelancer_jobs j join freelancers f on f.id = j.freelancer_id
      where (j.freelancer_user_id = ${userId} or j.client_id = ${userId})
        and ${notReviewed('freelancer_job_id', 'j.id')}
    )
    select deals.*, u.nickname as other_nickname, u.city as other_city, u.county as other_county,
      avatar.thumb_path as other_thumb_path
    from deals
    join users u on u.id = deals.other_id and u.withdrawn_at is null
    left join images avatar on avatar.id = u.profile_image_id
    where not exists (select 1 from blocks b
      where (b.blocker_id = ${userId} and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ${userId}))
    order by deals.finished_at desc, deals.id desc
    limit ${limit}`.execute(db);
  return rows;
}
