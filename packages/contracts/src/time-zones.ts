/** Letters, digits and `_ + - /`: the shape of an IANA name, checked before Intl sees it. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * `value`'s canonical spelling ('asia/tokyo' → 'Asia/Tokyo') when it names a time zone this
 * runtime knows, else null: a zone told by the other end (the reader's cookie on the server, the
 * drawing's zone in the browser) is checked before a formatter is made with it, which would throw.
 */
export function knownTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || !ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
