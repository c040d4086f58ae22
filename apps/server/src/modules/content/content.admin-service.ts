import {
  LANGUAGES,
  type AdminArticleInput,
  type AdminEventInput,
  type ContentKind,
  type Localized,
} from '@steelyard/contracts';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import type { Db } from '../../db/database.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import {
  deleteContentRow,
  findContentForAdmin,
  findImageById,
  insertArticle,
  insertEvent,
  isCategoryOfKind,
  lockContent,
  setContentFlag,
  updateArticle,
  updateEvent,
  type SharedContentValues,
} from './content.admin-repository.ts';
import { findOwnImage } from '../images/images.repository.ts';

type Input = AdminArticleInput | AdminEventInput;

/**
 * The texts per language, bodies sanitised with the allow-list. A body that sanitising empties
 * (only a script, say) counts as missing: the audience's own language must keep one.
 */
function sharedValues(input: Input): SharedContentValues {
  const title = {} as Localized;
  const content = {} as Localized;
  for (const language of LANGUAGES) {
    title[language] = input[`title_${language}`] ?? '';
    content[language] = sanitizeRichText(input[`content_${language}`] ?? '');
  }
  const main = input.language === 'all' ? 'ko' : input.language;
  if (!content[main]) throw ValidationError.field(`content_${main}`, 'content.required');
  return {
    title,
    content,
    language: input.language === 'all' ? null : input.language,
    published: input.published,
    pinned: input.pinned,
  };
}

/** What the audit keeps of a row: the fields an admin changes. */
const audited = (row: Record<string, unknown> | undefined) => {
  if (!row) return null;
  const { created_at: _created, updated_at: _updated, ...rest } = row;
  return rest;
};

async function checkArticle(db: Db, kind: 'notices' | 'faqs', input: AdminArticleInput) {
  if (
    input.category_id &&
    !(await isCategoryOfKind(db, input.category_id, kind === 'notices' ? 'notice' : 'faq'))
  )
    throw ValidationError.field('category_id', 'product.category_required');
}

async function checkEvent(db: Db, adminId: number, input: AdminEventInput, currentImageId?: number | null) {
  // The banner is an upload of this admin's (or the one the event has already).
  if (
    input.image_id &&
    input.image_id !== currentImageId &&
    !(await findOwnImage(db, adminId, input.image_id, 'public'))
  )
    throw ValidationError.field('image_id', 'product.image_unavailable');
}

/** Writes a new notice, FAQ entry or event, audited in the same transaction; answers its id. */
/** The audit trail names one row of a kind: 'notices' → 'notice'. */
const contentSubject = (kind: ContentKind) => kind.slice(0, -1);

export async function createContentAsAdmin(db: Db, adminId: number, kind: ContentKind, input: Input) {
  return db.transaction().execute(async (trx) => {
    const shared = sharedValues(input);
    let id: number;
    if (kind === 'events') {
      const event = input as AdminEventInput;
      await checkEvent(trx, adminId, event);
      id = await insertEvent(trx, {
        ...shared,
        starts_at: event.starts_at,
        ends_at: event.ends_at,
        image_id: event.image_id ?? null,
      });
    } else {
      const article = input as AdminArticleInput;
      await checkArticle(trx, kind, article);
      id = await insertArticle(trx, kind, { ...shared, category_id: article.category_id ?? null });
    }
    const after = await findContentForAdmin(trx, kind, id);
    await insertAdminAudit(trx, {
      adminId,
      action: `${kind}.create`,
      subjectType: contentSubject(kind),
      subjectId: id,
      changes: { after: audited(after) },
    });
    return id;
  });
}

/** Replaces a row's fields (the edit form sends them all), audited with before and after. */
export async function updateContentAsAdmin(
  db: Db,
  adminId: number,
  kind: ContentKind,
  id: number,
  input: Input,
) {
  await db.transaction().execute(async (trx) => {
    const before = await lockContent(trx, kind, id);
    if (!before) throw notFound();
    const shared = sharedValues(input);
    if (kind === 'events') {
      const event = input as AdminEventInput;
      await checkEvent(trx, adminId, event, before.image_id);
      await updateEvent(trx, id, {
        ...shared,
        starts_at: event.starts_at,
        ends_at: event.ends_at,
        image_id: event.image_id ?? null,
      });
    } else {
      const article = input as AdminArticleInput;
      await checkArticle(trx, kind, article);
      await updateArticle(trx, kind, id, { ...shared, category_id: article.category_id ?? null });
    }
    const after = await findContentForAdmin(trx, kind, id);
    await insertAdminAudit(trx, {
      adminId,
      action: `${kind}.update`,
      subjectType: contentSubject(kind),
      subjectId: id,
      changes: { before: audited(before), after: audited(after) },
    });
  });
}

/** Publishes or unpublishes, pins or unpins one row, audited. */
export async function setContentFlagAsAdmin(
  db: Db,
  adminId: number,
  kind: ContentKind,
  id: number,
  flag: { published: boolean } | { pinned: boolean },
) {
  await db.transaction().execute(async (trx) => {
    const before = await lockContent(trx, kind, id);
    if (!before) throw notFound();
    await setContentFlag(trx, kind, id, flag);
    const [name] = Object.keys(flag) as ('published' | 'pinned')[];
    await insertAdminAudit(trx, {
      adminId,
      action: `${kind}.${name}`,
      subjectType: contentSubject(kind),
      subjectId: id,
      changes: { before: { [name!]: before[name!] }, after: flag },
    });
  });
}

/** Deletes one row for good; the audit keeps what it was. */
export async function deleteContentAsAdmin(db: Db, adminId: number, kind: ContentKind, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await lockContent(trx, kind, id);
    if (!before) throw notFound();
    await deleteContentRow(trx, kind, id);
    await insertAdminAudit(trx, {
      adminId,
      action: `${kind}.delete`,
      subjectType: contentSubject(kind),
      subjectId: id,
      changes: { before: audited(before) },
    });
  });
}

/** One row with its banner, for the back office. */
export async function showContentForAdmin(db: Db, kind: ContentKind, id: number) {
  const row = await findContentForAdmin(db, kind, id);
  if (!row) throw notFound();
  const image = row.image_id ? ((await findImageById(db, row.image_id)) ?? null) : null;
  return { row, image };
}
