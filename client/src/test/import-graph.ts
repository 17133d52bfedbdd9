import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

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

export function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => join(root, file));
}

/**
 * The layer of a file below client/src: `shared` (lib, components), `feature:<name>`, or
 * `app` (app, routes, shell, main); null for tests and test helpers, which may use anything.
 */
export function layerOf(srcRoot: string, file: string): string | null {
  const path = relative(srcRoot, file).split('\\').join('/');
  if (/\.spec\.tsx?$/.test(path) || path.startsWith('test/') || /\.fixtures\.ts$/.test(path)) return null;
  const [top, second] = path.split('/');
  if (top === 'lib' || top === 'components') return 'shared';
  if (top === 'features') return `feature:${second}`;
  return 'app';
}

/**
 * Features every feature may call: `session` holds the API call (`callApi`: tokens,
 * signature, refresh) and who is signed in; `realtime` the account's socket (presence
 * talks through it); `collab` the shared pieces of the task and protocol screens
 * (history, versions, conflicts, templates, presence).
 */
export const CORE_FEATURES: readonly string[] = ['session', 'realtime', 'collab'];

/** Why `from` may not import `to` (null: allowed). Direction: shared → features → app. */
export function directionViolation(fromLayer: string, toLayer: string): string | null {
  if (fromLayer === 'app' || fromLayer === toLayer) return null;
  if (toLayer === 'app') return 'imports the app layer (app, routes, shell)';
  if (fromLayer === 'shared' && toLayer !== 'shared') return 'shared code imports a feature';
  if (fromLayer.startsWith('feature:') && toLayer.startsWith('feature:') && !CORE_FEATURES.includes(toLayer.slice('feature:'.length))) {
    return 'a feature imports another feature';
  }
  return null;
}

export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

/** Every import of client/src against the direction rule (type and lazy imports count too). */
export function directionViolations(srcRoot: string, contractsSrc: string, files = sourceFiles(srcRoot)): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    const fromLayer = layerOf(srcRoot, file);
    if (!fromLayer) continue;
    for (const edge of parseImports(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, edge.specifier, contractsSrc);
      if (!target || !target.startsWith(srcRoot)) continue;
      const toLayer = layerOf(srcRoot, target);
      const reason = toLayer ? directionViolation(fromLayer, toLayer) : 'production code imports a test helper';
      if (reason) violations.push({ file: relative(srcRoot, file), specifier: edge.specifier, reason });
    }
  }
  return violations;
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
