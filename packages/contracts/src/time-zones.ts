/** Letters, digits and `_ + - /`: the shape of an IANA name, checked before Intl sees it. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * Whether `value` has the shape of an IANA name. The browser takes the zone the server drew in
 * (which `knownTimeZone` checked there) on its shape alone: asking Intl would read its locale data
 * during the first screen's start.
 */
export const isTimeZoneShaped = (value: unknown): value is string =>
  typeof value === 'string' && ZONE_NAME.test(value);

/**
 * `value`'s canonical spelling ('asia/tokyo' → 'Asia/Tokyo') when it names a time zone this
 * runtime knows, else null: the reader's cookie is checked on the server before a formatter is
 * made with it, which would throw.
 */
export function knownTimeZone(value: unknown): string | null {
  if (!isTimeZoneShaped(value)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
