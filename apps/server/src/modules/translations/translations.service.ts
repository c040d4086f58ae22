import { createHash } from 'node:crypto';
import type { Language, TranslationDto, TranslationInput } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Translation, Translator } from '../../lib/translator.ts';
import {
  findCachedTranslation,
  findMessageTextFor,
  findViewableProductText,
  saveTranslation,
} from './translations.repository.ts';

/** The configured translator failed: try again later. */
const unavailable = () => new AppError(503, 'translations.unavailable');
/** No translator on this deployment: the feature does not exist here (and the web hides it). */
const notOffered = () => new AppError(404, 'translations.unavailable');

/** A text in the target language: from the cache, or translated once and kept. */
async function translateOnce(
  deps: { db: Db; translator: Translator },
  text: string,
  target: Language,
): Promise<Translation> {
  const textHash = createHash('sha256').update(text).digest('hex');
  const cached = await findCachedTranslation(deps.db, textHash, target);
  if (cached) return { text: cached.translated, sourceLanguage: cached.source_language };
  const fresh = await deps.translator.translate(text, target).catch(() => {
    throw unavailable();
  });
  await saveTranslation(deps.db, {
    text_hash: textHash,
    target_language: target,
    source_language: fresh.sourceLanguage,
    translated: fresh.text,
  });
  return fresh;
}

/**
 * A post's title and description, or a chat message, in the viewer's language. Only what the
 * viewer may read (404 otherwise); 404 too when no translator is configured, 503 when it fails.
 */
export async function translateForViewer(
  deps: { db: Db; translator: Translator | null },
  input: TranslationInput & { viewerId: number; target: Language },
): Promise<TranslationDto> {
  const { db, translator } = deps;
  const texts =
    input.type === 'product'
      ? await findViewableProductText(db, input.id, input.viewerId)
      : await findMessageTextFor(db, input.id, input.viewerId);
  if (!texts) throw notFound();
  if (!translator) throw notOffered();
  const one = (text: string | null | undefined) =>
    text ? translateOnce({ db, translator }, text, input.target) : Promise.resolve(null);
  if ('title' in texts) {
    const [title, description] = await Promise.all([one(texts.title), one(texts.description)]);
    return {
      source_language: title?.sourceLanguage ?? description?.sourceLanguage ?? 'und',
      target_language: input.target,
      title: title?.text ?? texts.title,
      description: description?.text ?? texts.description,
      body: null,
    };
  }
  const body = await one(texts.body);
  return {
    source_language: body?.sourceLanguage ?? 'und',
    target_language: input.target,
    title: null,
    description: null,
    body: body?.text ?? texts.body,
  };
}
