import type { PageQuery, QnaAnswerInput, QnaInput } from '@steelyard/contracts';
import { pageOffset, paged } from '../../http/envelope.ts';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { updateImageFiles } from '../images/images.repository.ts';
import { copyPhotosToPrivate, removeFiles } from './qna-photos.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { notifyMember, type Notifier } from '../alarms/alarms.service.ts';
import {
  findQna,
  insertQna,
  insertQnaImages,
  listMemberQnas,
  listQnaImages,
  lockFreeImagesOf,
  lockQnaAnswer,
  saveQnaAnswer,
} from './qnas.repository.ts';
import { toQnaSummaryDto } from './qnas.presenter.ts';

/** `GET /api/qnas`' answer: a page of the member's inquiries, newest first. */
export async function memberQnasPage(db: Db, userId: number, query: PageQuery) {
  const { rows, total } = await listMemberQnas(db, userId, {
    limit: query.per_page,
    offset: pageOffset(query),
  });
  return paged(rows.map(toQnaSummaryDto), total, query);
}

/**
 * Asks a question: the row and its photos (the member's own unused uploads, in order) in one
 * transaction. The photos move to private keys (`qna-photos.ts`): only the author and admins see them.
 */
export async function createQna(
  deps: { db: Db; storage: FileStorage },
  userId: number,
  input: QnaInput,
): Promise<number> {
  const { db, storage } = deps;
  // The photos' private copies, and their public originals: one set goes, whichever way it ends.
  let copied = { dropAfterCommit: [] as string[], dropOnFailure: [] as string[] };
  try {
    const id = await db.transaction().execute(async (trx) => {
      const free = await lockFreeImagesOf(trx, userId, input.image_ids);
      if (free.length !== input.image_ids.length)
        throw ValidationError.field('image_ids', 'product.image_unavailable');
      const id = await insertQna(trx, { userId, title: input.title, content: input.content });
      await insertQnaImages(trx, id, input.image_ids);
      const photos = await copyPhotosToPrivate(storage, await listQnaImages(trx, id));
      copied = photos;
      await updateImageFiles(trx, photos.rows);
      return id;
    });
    await removeFiles(storage, copied.dropAfterCommit);
    return id;
  } catch (error) {
    await removeFiles(storage, copied.dropOnFailure);
    // Two inquiries racing for one photo: the unique index refuses the second, answered like a taken photo.
    if ((error as { code?: string }).code === '23505')
      throw ValidationError.field('image_ids', 'product.image_unavailable');
    throw error;
  }
}

/**
 * One inquiry with its photos, for its author or an admin. Anyone else gets the same 404 as for
 * a missing one, so ids say nothing about other members' inquiries.
 */
export async function showQna(db: Db, id: number, reader: { id: number; isAdmin: boolean }) {
  const row = await findQna(db, id);
  if (!row || (row.user_id !== reader.id && !reader.isAdmin)) throw notFound();
  return { row, images: await listQnaImages(db, id) };
}

/**
 * Writes or edits the answer, audited in the same transaction. The first answer tells the
 * member (alarm and push, after the commit); an edit does not notify again.
 */
export async function answerQna(
  deps: { db: Db; notifier: Notifier },
  adminId: number,
  id: number,
  input: QnaAnswerInput,
) {
  const now = deps.notifier.now();
  const { qna, isFirst } = await deps.db.transaction().execute(async (trx) => {
    const qna = await lockQnaAnswer(trx, id);
    if (!qna) throw notFound();
    const isFirst = qna.answer === null;
    await saveQnaAnswer(trx, id, { answer: input.answer, adminId, at: now });
    await insertAdminAudit(trx, {
      adminId,
      action: isFirst ? 'qna.answer' : 'qna.answer_edit',
      subjectType: 'qna',
      subjectId: id,
      changes: { before: { answer: qna.answer }, after: { answer: input.answer } },
    });
    return { qna, isFirst };
  });
  if (isFirst)
    await notifyMember(deps.notifier, {
      userId: qna.user_id,
      kind: 'inquiry',
      actorId: adminId,
      targetId: id,
      params: { title: qna.title },
    });
}

/** One photo of an inquiry, streamed for its author or an admin (anyone else: 404, as for the inquiry). */
export async function readQnaPhoto(
  deps: { db: Db; storage: FileStorage },
  id: number,
  imageId: number,
  size: 'display' | 'thumb',
  reader: { id: number; isAdmin: boolean },
) {
  const { images } = await showQna(deps.db, id, reader);
  const image = images.find((candidate) => candidate.id === imageId);
  const file = image ? await deps.storage.read(size === 'thumb' ? image.thumb_path : image.path) : null;
  if (!file) throw notFound();
  return file;
}
