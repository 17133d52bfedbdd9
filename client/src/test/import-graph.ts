// The imports of the client's sources, for the login page's module check (import-direction.spec.ts).
// Which layer may import which is dependency-cruiser's (.dependency-cruiser.cjs, npm run lint:deps).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** How a module imports another: `static` runs at load, `type` is erased, `dynamic` loads on first use. */
export type ImportKind = 'static' | 'type' | 'dynamic';

export interface ImportEdge {
  specifier: string;
  kind: ImportKind;
}

const STATIC = /^\s*(import|export)\s+(type\s+)?([\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The imports of one source file (comments are not parsed away: keep import-looking lines out of them). */
export function parseImports(source: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of source.matchAll(STATIC)) {
    const [, keyword, typeOnly, clause] = match;
    // `export { a }` without `from` is no import; `export const` never matches (no quote)
    if (keyword === 'export' && !clause) continue;
    edges.push({ specifier: match[4], kind: typeOnly ? 'type' : 'static' });
  }
  for (const match of source.matchAll(DYNAMIC)) edges.push({ specifier: match[1], kind: 'dynamic' });
  return edges;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative (or deep contracts) specifier names, or null for a package. */
export function resolveImport(from: string, specifier: string, contractsSrc: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@kollab/contracts/')) base = join(contractsSrc, specifier.slice('@kollab/contracts/'.length));
  else if (specifier === '@kollab/contracts') base = join(contractsSrc, 'index.ts');
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The modules loaded with `entry` before any lazy screen: static imports followed through
 * client/src and contracts/src; packages are reported by name, not followed.
 */
export function staticClosure(entry: string, contractsSrc: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>(); // package → first file importing it
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const edge of parseImports(readFileSync(file, 'utf8'))) {
      if (edge.kind !== 'static') continue;
      if (edge.specifier === '@kollab/contracts') {
        if (!packages.has(edge.specifier)) packages.set(edge.specifier, file);
        continue;
      }
      const target = resolveImport(file, edge.specifier, contractsSrc);
      if (target) {
        if (/\.(ts|tsx)$/.test(target)) visit(target);
      } else if (!edge.specifier.startsWith('.') && !packages.has(edge.specifier)) {
        packages.set(edge.specifier, file);
      }
    }
  };
  visit(entry);
  return { files, packages };
}
