import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

// The API server (`npm run dev` starts it on port 3000) answers /api and the
// Socket.IO endpoint; the dev server forwards both so the client uses relative URLs
// exactly as it does when the server serves client/dist itself.
const apiTarget = process.env.KOLLAB_API_URL ?? 'http://localhost:3000';
const version = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * `@kollab/contracts` is bundled from its TypeScript sources (its package `main` is the
 * server's CommonJS build). Its DTO classes carry class-validator decorators in the legacy
 * (experimentalDecorators) form, so oxc is told to compile them that way, with metadata
 * for class-transformer's @Type (contracts import `reflect-metadata` themselves).
 */
export const sharedConfig = {
  resolve: {
    alias: [
      { find: /^@kollab\/contracts$/, replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
      // deep imports (`@kollab/contracts/errors/error-codes`) keep the barrel, with its
      // decorated DTO classes and class-validator, out of the login page's JavaScript
      { find: /^@kollab\/contracts\/(.*)$/, replacement: `${fileURLToPath(new URL('../contracts/src/', import.meta.url))}$1` },
    ],
  },
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  define: { __CLIENT_VERSION__: JSON.stringify(version) },
};

/**
 * MUI X Charts (the survey results, a lazy screen) memoizes with reselect's lruMemoize (through
 * @base-ui/utils); the login page has reselect too (Redux Toolkit), tree-shaken to what it uses.
 * One shared module would keep lruMemoize in the login page's chunk: the charts get a copy of
 * their own instead, so the login page's JavaScript does not grow (src/app/login-bundle.spec.ts).
 */
function chartsOwnReselect(): Plugin {
  const id = '\0charts-reselect';
  return {
    name: 'kollab-charts-own-reselect',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'reselect' || !importer?.includes('@base-ui')) return null;
      return id;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return readFileSync(fileURLToPath(new URL('../node_modules/reselect/dist/reselect.mjs', import.meta.url)), 'utf8');
    },
  };
}

export default defineConfig({
  ...sharedConfig,
  plugins: [react(), chartsOwnReselect()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the login page's first-load size is measured from it (src/app/login-bundle.spec.ts)
    manifest: true,
  },
});
