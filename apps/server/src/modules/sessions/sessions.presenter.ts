import type { SessionDto } from '@steelyard/contracts';
import type { SessionRow } from './sessions.repository.ts';

const BROWSERS: [RegExp, string][] = [
  [/\bSteelyard\//, 'Steelyard app'],
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bWhale\//, 'Whale'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome · Android' from a user agent; null when nothing is recognised. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [browser, system].filter(Boolean).join(' · ') || null;
}

export function toSessionDto(row: SessionRow, currentSessionId: string | undefined): SessionDto {
  return {
    id: row.public_id,
    device: describeDevice(row.user_agent),
    user_agent: row.user_agent,
    ip: row.ip,
    created_at: new Date(row.created_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at).toISOString(),
    current: row.id === currentSessionId,
  };
}
