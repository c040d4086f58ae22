import type { Language } from '@contracts/languages.ts';

/**
 * The typed messages between this web app and the native app (spec §7). Every message is JSON
 * `{ type, data }`; the app posts into the page (window 'message'), the page answers through
 * window.ReactNativeWebView.postMessage.
 */
export interface AppToWebMessages {
  /** The app's language setting. */
  LANGUAGE: { language: Language };
  /** The device: which OS and the installed app version (compared with /api/versions). */
  DEVICE_INFO: { os: 'ios' | 'android'; version: string };
  /** The device's position, asked for with a POSITION message. */
  POSITION: { lat: number; lon: number };
  /** The push token for this device. */
  DEVICE_TOKEN: { token: string | null };
  /** A deep link or push notification the app was opened with: an in-app path or URL. */
  LINK_DATA: { url: string };
  /** The member tries to leave the app (back on its first screen): the ending popup may show. */
  TRY_LEAVE: Record<string, never>;
}

export interface WebToAppMessages {
  /** The page's language changed. */
  LANGUAGE: { language: Language };
  /** Ask the app for device info (it answers with DEVICE_INFO). */
  DEVICE_INFO: Record<string, never>;
  /** Ask the app for the position (it answers with POSITION). */
  POSITION: Record<string, never>;
  /** Ask the app for the push token (it answers with DEVICE_TOKEN). */
  DEVICE_TOKEN: Record<string, never>;
  /** Open a URL in the system browser, outside the webview. */
  OUT_APP_BROWSER: { url: string };
}

export type AppToWebMessage = {
  [K in keyof AppToWebMessages]: { type: K; data: AppToWebMessages[K] };
}[keyof AppToWebMessages];

export const APP_TO_WEB_TYPES = [
  'LANGUAGE',
  'DEVICE_INFO',
  'POSITION',
  'DEVICE_TOKEN',
  'LINK_DATA',
  'TRY_LEAVE',
] as const;
