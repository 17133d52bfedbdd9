import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) the measurement reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Goal of issue 4: the JavaScript the login page loads first, gzipped, stays below 250 kB. */
export const LOGIN_JS_LIMIT_BYTES = 250_000;

/** The chunks loaded before the first paint: the entry and everything it imports statically (not the lazy screens). */
export function initialChunks(manifest: Manifest, entry = 'index.html'): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key].file);
}

export interface LoginBundle {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** Measures a built client (`dist` with its manifest); null when it was not built. */
export function measureLoginBundle(dist: string): LoginBundle | null {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = initialChunks(manifest)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
  return { files, gzipBytes: files.reduce((sum, item) => sum + item.gzipBytes, 0) };
}
