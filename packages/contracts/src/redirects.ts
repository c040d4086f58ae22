/**
 * The one rule for every address the app goes to from input (social sign-in's `redirect`, the
 * intended URL after sign-in, the admin's sign-in, share links): a path of this site only.
 *
 * The value must start with one `/`, hold no control, whitespace or invisible formatting
 * character (a browser strips a tab or newline, so `/\t/evil.example` would become
 * `//evil.example`), and parse with the WHATWG URL parser against our own origin to that same
 * origin. The answer is the parsed path, query and fragment; anything else is `fallback`.
 */
const ORIGIN = 'https://steelyard.invalid';
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

export const DEFAULT_REDIRECT = '/products';

export function safeRedirect(value: string | null | undefined): string;
export function safeRedirect<T>(value: string | null | undefined, fallback: T): string | T;
export function safeRedirect(value: string | null | undefined, ...otherwise: unknown[]) {
  const fallback = otherwise.length ? otherwise[0] : DEFAULT_REDIRECT;
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  if (UNSAFE_CHARACTER.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
