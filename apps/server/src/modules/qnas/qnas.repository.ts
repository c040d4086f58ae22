import { lockAttachableImages } from '../images/images.repository.ts';
import { sql } from 'kysely';
import type { QnaStatus } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../lib/search-text.ts';

const summaryColumns = ['qnas.id', 'qnas.title', 'qnas.answer', 'qnas.created_at'] as const;

/** The member's own inquiries, newest first. */
export async function listMemberQnas(db: Db, userId: number, page: { limit: number; offset: number }) {
  const base = db.selectFrom('qnas').where('qnas.user_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .select(summaryColumns)
      .orderBy('qnas.created_at', 'desc')
      .orderBy('qnas.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One inquiry with its author and who answered it. */
export function findQna(db: Db, id: number) {
  return db
    .selectFrom('qnas')
    .innerJoin('users as author', 'author.id', 'qnas.user_id')
    .leftJoin('users as answerer', 'answerer.id', 'qnas.answered_by')
    .select([
      ...summaryColumns,
      'qnas.user_id',
      'qnas.content',
      'qnas.answered_at',
      'author.nickname as user_nickname',
      'answerer.nickname as answered_by',
    ])
    .where('qnas.id', '=', id)
    .executeTakeFirst();
}
export type QnaRow = NonNullable<Awaited<ReturnType<typeof findQna>>>;

export function listQnaImages(db: Db, qnaId: number) {
  return db
    .selectFrom('qna_images')
    .innerJoin('images', 'images.id', 'qna_images.image_id')
    .select(['images.id', 'images.path', 'images.thumb_path'])
    .where('qna_images.qna_id', '=', qnaId)
    .orderBy('qna_images.position')
    .execute();
}

/**
 * The member's own uploads among `ids` that nothing uses yet, locked until the transaction ends
 * (two inquiries racing for one photo: the unique index refuses the second).
 */
export const lockFreeImagesOf = (db: Db, userId: number, ids: number[]) =>
  lockAttachableImages(db, userId, ids, undefined, { privateToo: true });

export async function insertQna(db: Db, values: { userId: number; title: string; content: string }) {
  const row = await db
    .insertInto('qnas')
    .values({ user_id: values.userId, title: values.title, content: values.content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertQnaImages(db: Db, qnaId: number, imageIds: number[]) {
  if (imageIds.length === 0) return;
  await db
    .insertInto('qna_images')
    .values(imageIds.map((imageId, position) => ({ qna_id: qnaId, image_id: imageId, position })))
    .execute();
}

/** The back office's list: a status filter, a search, waiting ones first (oldest first), then answered (newest first). */
export async function listQnasForAdmin(
  db: Db,
  options: { status?: QnaStatus; search?: string; limit: number; offset: number },
) {
  let base = db.selectFrom('qnas').innerJoin('users as author', 'author.id', 'qnas.user_id');
  if (options.status === 'waiting') base = base.where('qnas.answer', 'is', null);
  if (options.status === 'answered') base = base.where('qnas.answer', 'is not', null);
  if (options.search) {
    const pattern = containsPattern(options.search);
    base = base.where((eb) =>
      eb.or([
        eb('qnas.title', 'ilike', pattern),
        eb('qnas.content', 'ilike', pattern),
        eb('author.nickname', 'ilike', pattern),
        eb('author.email', 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select([...summaryColumns, 'qnas.user_id', 'author.nickname as user_nickname'])
      .orderBy(sql`qnas.answer is not null`)
      .orderBy(sql`case when qnas.answer is null then qnas.created_at end`)
      .orderBy('qnas.created_at', 'desc')
      .orderBy('qnas.id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function countWaitingQnas(db: Db) {
  const row = await db
    .selectFrom('qnas')
    .select((eb) => eb.fn.countAll<number>().as('waiting'))
    .where('answer', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.waiting);
}

/** Locks the inquiry for the answer's change; undefined when there is none. */
export function lockQnaAnswer(db: Db, id: number) {
  return db
    .selectFrom('qnas')
    .select(['id', 'user_id', 'title', 'answer'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function saveQnaAnswer(
  db: Db,
  id: number,
  values: { answer: string; adminId: number; at: Date },
) {
  await db
    .updateTable('qnas')
    .set({ answer: values.answer, answered_by: values.adminId, answered_at: values.at })
    .where('id', '=', id)
    .execute();
}
