/**
 * The web app's configuration, read once. This is the only module that reads `import.meta.env`.
 * Every value has a default that works behind the API server or the Vite dev proxy.
 */
const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const config = {
  /** Prefix of every API call; '' means same origin (the server serves the web app). */
  apiBaseUrl: text(env.VITE_API_BASE_URL, '').replace(/\/$/, ''),
  /** Whether ordinary mobile browsers see the small 'open in the app' banner. */
  showAppBanner: text(env.VITE_SHOW_APP_BANNER, 'true') !== 'false',
  isDev: Boolean(env.DEV),
  isTest: env.MODE === 'test',
} as const;

export type AppConfig = typeof config;
