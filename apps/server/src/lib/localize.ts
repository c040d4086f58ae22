import type { Language, Localized } from '@steelyard/contracts';

/** The text in the wanted language, falling back to Korean, then to any text there is. */
export function localize(texts: Partial<Localized> | null | undefined, language: Language): string {
  if (!texts) return '';
  return texts[language] || texts.ko || Object.values(texts).find(Boolean) || '';
}
