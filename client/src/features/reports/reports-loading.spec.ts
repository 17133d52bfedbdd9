import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseImports, staticClosure } from '../../test/import-graph';
import { readFileSync } from 'node:fs';

const srcRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contractsSrc = join(srcRoot, '..', '..', 'contracts', 'src');

describe('reports loading', () => {
  it('nothing of reports is among the login page’s modules: it loads with /reports', () => {
    const { files } = staticClosure(join(srcRoot, 'main.tsx'), contractsSrc);
    const names = [...files].map((file) => relative(srcRoot, file));
    expect(names).toEqual(expect.arrayContaining(['app/store.ts', 'app/router.tsx', 'app/manager-routes.tsx']));
    expect(names.filter((name) => name.startsWith('features/reports/') || name.startsWith('app/reports-pages'))).toEqual([]);
  });

  it('the page reaches neither the root reducer nor the store (a lazy page reaching them splits the login page’s chunks anew)', () => {
    const { files } = staticClosure(join(srcRoot, 'app', 'reports-pages.tsx'), contractsSrc);
    const names = [...files].map((file) => relative(srcRoot, file));
    expect(names).toEqual(expect.arrayContaining(['features/reports/ReportsPage.tsx', 'app/feature-slice.ts']));
    expect(names.filter((name) => /^app\/(root-reducer|store)\.ts$/.test(name))).toEqual([]);
  });

  it('its chunk is imported from the manager area’s chunk, not from the login page’s', () => {
    const lazy = (file: string) =>
      parseImports(readFileSync(join(srcRoot, 'app', file), 'utf8'))
        .filter((edge) => edge.kind === 'dynamic')
        .map((edge) => edge.specifier);
    expect(lazy('manager-routes.tsx')).toEqual(['./manager-pages']);
    expect(lazy('manager-pages.tsx')).toEqual(['./reports-pages']);
  });
});
