/**
 * The server's message tables (`@contracts/messages`), for the words a form shows before the
 * server is asked (zod's issues) and the room notices the server names by key. A text pack: it
 * loads with the first screen that needs it, not in the first load.
 */
import type { MessageKey, MessageTable } from '@contracts/messages/en.ts';
import { currentLanguage, interpolate, textPack, type Params } from './i18n.ts';

const tables = textPack<MessageTable>({
  ko: () => import('@contracts/messages/ko.ts'),
  en: () => import('@contracts/messages/en.ts'),
  de: () => import('@contracts/messages/de.ts'),
  ja: () => import('@contracts/messages/ja.ts'),
});

/** A message of the server's tables (e.g. 'validation.required') in the current language. */
export function serverMessage(key: MessageKey, params: Params = {}): string {
  const table = tables.texts[currentLanguage()] ?? tables.texts.ko;
  return table ? interpolate(table[key], params) : key;
}

/** Whether a text is a key of the server's tables (a schema names its message by key). */
export function isServerMessage(value: string): value is MessageKey {
  return value in (tables.texts.ko ?? {});
}
