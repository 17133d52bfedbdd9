import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sharedConfig } from './vite.config.ts';

export default defineConfig({
  ...sharedConfig,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // One jsdom and one module graph per worker, not per file: the suite takes ~100 s instead
    // of ~450 s (setting up jsdom and importing MUI for each of 111 files was two thirds of it).
    // Each file renders into a fresh store and setup.ts cleans the DOM and storage after each test.
    isolate: false,
    // said outright: without isolation vitest 4.1 ran every file in one worker
    maxWorkers: availableParallelism(),
    // CI shares two cores with the server suites: a slow render is not a failure
    testTimeout: 20_000,
  },
});
