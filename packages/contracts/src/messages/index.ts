import type { Language } from '../languages.ts';
import de from './de.ts';
import en, { type MessageKey, type MessageTable } from './en.ts';
import ja from './ja.ts';
import ko from './ko.ts';

export type { MessageKey, MessageTable };
export const MESSAGES: Record<Language, MessageTable> = { ko, en, de, ja };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Fills '{{name}}' placeholders. */
export function formatMessage(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A message in a language; an unknown key falls back to the generic 'invalid' text. */
export function translateMessage(language: Language, key: string, params?: Record<string, unknown>): string {
  const table = MESSAGES[language];
  return formatMessage(isMessageKey(key) ? table[key] : table['validation.invalid'], params);
}
