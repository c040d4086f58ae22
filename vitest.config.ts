import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // PGlite is CPU- and memory-heavy: two files at a time on the 2-core machines.
    maxWorkers: 2,
  },
});
