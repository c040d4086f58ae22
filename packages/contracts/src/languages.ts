/** Interface languages, Korean first: it is the default everywhere. */
export const LANGUAGES = ['ko', 'en', 'de', 'ja'] as const;

/** `?lang=` of a page's address: that page in this language (its `hreflang` alternates). */
export const LANGUAGE_PARAMETER = 'lang';
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header ('en-US,en;q=0.9' → 'en'). */
export function pickLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.split('=')[1]) : 1, index };
    })
    .filter((entry) => !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The language a page is drawn in, the one the app would choose: the reader's saved choice (the
 * language cookie, else a signed-in member's stored language), then `Accept-Language`, then Korean.
 */
export function pageLanguage(saved: readonly unknown[], acceptLanguage: string | null | undefined): Language {
  return saved.find(isLanguage) ?? pickLanguage(acceptLanguage);
}

/** A text kept in every interface language (categories, notices, seeded content). */
export type Localized = Record<Language, string>;
