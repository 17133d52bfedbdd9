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
    // CI shares two cores with the server suites: a slow render is not a failure
    testTimeout: 20_000,
  },
});
