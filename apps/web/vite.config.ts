import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './vite-precompress.ts';

const contractsSrc = fileURLToPath(new URL('../../packages/contracts/src', import.meta.url));

export default defineConfig(({ mode, isSsrBuild }) => {
  // The only place outside src/config.ts that reads the environment: where the dev proxy points.
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.STEELYARD_API_URL || `http://127.0.0.1:${env.STEELYARD_API_PORT || '3000'}`;
  return {
    plugins: [react(), precompress()],
    // The server's bundle (`--ssr src/entry-server.tsx`, scripts/build.mjs) needs no public files.
    publicDir: isSsrBuild ? false : 'public',
    resolve: {
      // Value imports from single contract files (limits, enums, messages) keep zod out of the bundle;
      // the package's index re-exports the zod schemas.
      alias: { '@contracts': contractsSrc },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // Which chunk holds which source: bench/bundle-size.mjs checks that no admin code is in a first load.
      manifest: true,
    },
    server: {
      host: '127.0.0.1',
      port: Number(env.STEELYARD_WEB_PORT || 5173),
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/uploads': { target: apiTarget, changeOrigin: false },
        '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
      },
    },
    preview: {
      host: '127.0.0.1',
      proxy: {
        '/api': { target: apiTarget },
        '/uploads': { target: apiTarget },
        '/socket.io': { target: apiTarget, ws: true },
      },
    },
  };
});
