import { isLanguage } from '@contracts/languages.ts';
import type { AppToWebMessage, AppToWebMessages, WebToAppMessages } from './messages.ts';

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

/** Inside the native app's webview (the app injects ReactNativeWebView). */
export function detectWebview(win: Window = window): boolean {
  return Boolean(win.ReactNativeWebView) || /\bSteelyardApp\b/i.test(win.navigator.userAgent);
}

export function isMobileBrowser(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod/i.test(userAgent);
}

/** Search engines, link previews and audit tools: they read pages and are never sent to the app. */
export function isCrawler(userAgent: string = navigator.userAgent): boolean {
  return /bot\b|crawl|spider|slurp|facebookexternalhit|kakaotalk-scrap|Yeti|Daum|Lighthouse|HeadlessChrome/i.test(
    userAgent,
  );
}

/** Leaves the page for `url` (another scheme opens the native app, when one is installed). */
export function openUrl(url: string): void {
  window.location.assign(url);
}

/** The native app's address of a page of ours: `steelyard` + `/products/3?x=1` → `steelyard://products/3?x=1`. */
export function appLinkUrl(scheme: string, pathWithQuery: string): string {
  return `${scheme}://${pathWithQuery.replace(/^\/+/, '')}`;
}

/** Posts a typed message to the native app; does nothing in an ordinary browser. */
export function postToApp<K extends keyof WebToAppMessages>(type: K, data: WebToAppMessages[K]): boolean {
  const target = window.ReactNativeWebView;
  if (!target) return false;
  target.postMessage(JSON.stringify({ type, data }));
  return true;
}

/** Checks a parsed value against the message shapes; anything else is ignored. */
export function parseAppMessage(value: unknown): AppToWebMessage | null {
  if (!value || typeof value !== 'object' || !('type' in value)) return null;
  const { type } = value as { type: unknown };
  const data = ((value as { data?: unknown }).data ?? {}) as Record<string, unknown>;
  switch (type) {
    case 'LANGUAGE':
      return isLanguage(data.language) ? { type, data: { language: data.language } } : null;
    case 'DEVICE_INFO':
      return (data.os === 'ios' || data.os === 'android') && data.version != null
        ? { type, data: { os: data.os, version: String(data.version) } }
        : null;
    case 'POSITION': {
      const lat = Number(data.lat);
      const lon = Number(data.lon);
      return Number.isFinite(lat) && Number.isFinite(lon) ? { type, data: { lat, lon } } : null;
    }
    case 'DEVICE_TOKEN':
      return { type, data: { token: typeof data.token === 'string' && data.token ? data.token : null } };
    case 'LINK_DATA':
      return typeof data.url === 'string' ? { type, data: { url: data.url } } : null;
    case 'TRY_LEAVE':
      return { type, data: {} };
    default:
      return null;
  }
}

export type AppMessageHandlers = {
  [K in keyof AppToWebMessages]?: (data: AppToWebMessages[K]) => void;
};

/**
 * Listens for the app's messages (window and, for Android's webview, document 'message' events).
 * A string that is not JSON is reported through `onInvalid` (the app logs it with POST /api/logs).
 */
export function listenToApp(
  handlers: AppMessageHandlers,
  onInvalid: (raw: string, error: unknown) => void,
): () => void {
  const receive = (event: Event) => {
    const raw = (event as MessageEvent).data;
    if (typeof raw !== 'string') return; // objects come from other windows/extensions, not the app
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      onInvalid(raw, error);
      return;
    }
    const message = parseAppMessage(parsed);
    if (!message) return;
    const handler = handlers[message.type] as ((data: unknown) => void) | undefined;
    handler?.(message.data);
  };
  window.addEventListener('message', receive);
  document.addEventListener('message', receive);
  return () => {
    window.removeEventListener('message', receive);
    document.removeEventListener('message', receive);
  };
}

/** Compares dotted versions: -1 when a < b. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}
