import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseImports, staticClosure } from '../test/import-graph';

const srcRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const contractsSrc = join(srcRoot, '..', '..', 'contracts', 'src');

// Which layer may import which (shared → features → app) is checked by dependency-cruiser (npm run lint:deps).
describe('reading imports', () => {
  it('reads static, type-only, re-exported and lazy imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "import './side-effect.css';",
      "export { c } from './c';",
      "export type { D } from './d';",
      'export const e = 1;',
      "const page = () => import('./page');",
    ].join('\n');
    expect(parseImports(source)).toEqual([
      { specifier: './a', kind: 'static' },
      { specifier: '../b', kind: 'type' },
      { specifier: './side-effect.css', kind: 'static' },
      { specifier: './c', kind: 'static' },
      { specifier: './d', kind: 'type' },
      { specifier: './page', kind: 'dynamic' },
    ]);
  });
});

describe('the login page’s modules', () => {
  it('load neither the contracts barrel nor class-validator (forms that validate load on first use)', () => {
    const { packages, files } = staticClosure(join(srcRoot, 'main.tsx'), contractsSrc);
    const heavy = ['@kollab/contracts', 'class-validator', 'class-transformer', 'reflect-metadata'];
    const found = heavy.filter((name) => packages.has(name)).map((name) => `${name} (from ${relative(srcRoot, packages.get(name)!)})`);
    expect(found).toEqual([]);
    // the walk really follows the app: the login page and the store are on it, the shell is not
    const names = [...files].map((file) => relative(srcRoot, file));
    expect(names).toEqual(expect.arrayContaining(['app/store.ts', 'features/auth/LoginPage.tsx']));
    expect(names).not.toContain('shell/Shell.tsx');
  });
});
