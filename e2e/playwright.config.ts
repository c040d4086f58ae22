import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { mockProviderEnv } from '../apps/server/test/oidc-mock.ts';
import { APP_PORT as port, OIDC_PORT, TILE_PORT, TRANSLATE_PORT } from './support.ts';

const dataDir = path.join(os.tmpdir(), `steelyard-e2e-${process.pid}`);

/** The built web app served by the real server on a fresh embedded database with demo data. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    // A phone's browser that chose 'continue in the browser' on /intro, so product links stay on
    // the site (spec §1 sends a mobile browser to the app); reach.spec.ts starts without it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [{ name: 'steelyard.stayInBrowser', value: '1' }],
        },
      ],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `rm -rf ${dataDir} && npm run start -w @steelyard/server`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/settings`,
    // The server builds nothing, but migrating and seeding a fresh database is slow on a busy machine.
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Test-only: one-time codes readable at /api/dev/messages (refused in production).
      MESSAGE_SINK: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Tests from support.ts each come from an address of their own (X-Forwarded-For): the
      // browser connects over loopback, so trusting loopback as the proxy takes the header's address.
      TRUST_PROXY: 'loopback',
      // social.spec.ts runs a local OIDC server there, standing in for Naver, Google and Apple.
      ...mockProviderEnv(`http://127.0.0.1:${OIDC_PORT}`),
      // reach.spec.ts runs a tile server there; elsewhere the maps show their no-tiles message.
      MAP_TILE_URL: `http://127.0.0.1:${TILE_PORT}/tiles/{z}/{x}/{y}.png`,
      MAP_ATTRIBUTION: 'Steelyard test tiles',
      // geo.spec.ts runs a LibreTranslate stand-in there; the geocoder stays the offline default.
      TRANSLATE_URL: `http://127.0.0.1:${TRANSLATE_PORT}`,
    },
  },
});
