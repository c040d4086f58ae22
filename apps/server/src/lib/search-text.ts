/* Small pieces of the back office's and lists' text searches (no SQL: the repositories use them). */

/**
 * The one ILIKE pattern for text containing `word` (trimmed), with `%`, `_` and `\` taken
 * literally: every search of the app uses it.
 */
export const containsPattern = (word: string) => `%${word.trim().replace(/[\\%_]/gu, '\\$&')}%`;

/** A search that is a row id (an integer column holds at most 2^31 − 1). */
export const isRowId = (text: string) => /^\d{1,10}$/u.test(text) && Number(text) <= 2_147_483_647;
