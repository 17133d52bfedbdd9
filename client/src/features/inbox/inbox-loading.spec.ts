import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../test/import-graph';

const srcRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const contractsSrc = join(srcRoot, '..', '..', 'contracts', 'src');

describe('inbox loading', () => {
  it('nothing of the inbox is among the login page’s modules: it loads with the signed-in shell (the subscriptions with their lists)', () => {
    const { files } = staticClosure(join(srcRoot, 'main.tsx'), contractsSrc);
    const names = [...files].map((file) => relative(srcRoot, file));
    expect(names).toEqual(expect.arrayContaining(['app/store.ts', 'app/root-reducer.ts']));
    const inbox = ['app/inbox-action.tsx', 'app/filter-subscriptions.ts'];
    expect(names.filter((name) => name.startsWith('features/inbox/') || inbox.includes(name))).toEqual([]);
  });
});
