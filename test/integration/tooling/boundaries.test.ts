import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// The boundaries npm test holds (issue 13 item 1): dependency-cruiser with the project's own
// rules, run on a small tree that breaks them, must fail and name each broken rule; and the
// project's tree passes (npm test runs the same check over it).

const ROOT = resolve(__dirname, '..', '..', '..');
const DEPCRUISE = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'kollab-boundaries-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

function cruise(cwd: string, ...paths: string[]) {
  const result = spawnSync(process.execPath, [DEPCRUISE, ...paths, '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'], {
    cwd,
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('dependency-cruiser holds the boundaries', () => {
  it('fails on each broken rule and names it', () => {
    const dir = tree({
      'server/src/core/http/if-match.ts': 'export const ifMatch = 1;\n',
      'server/src/core/aggregates/aggregate.ts': "import { helper } from '../../contexts/tasks/public/helper';\nexport const x = helper;\n",
      'server/src/contexts/tasks/public/helper.ts': 'export const helper = 1;\n',
      'server/src/contexts/tasks/domain/task.decide.ts': "import { x } from '../../../core/aggregates/aggregate';\nexport const y = x;\n",
      'server/src/contexts/tasks/commands/create.handler.ts': "import { ifMatch } from '../../../core/http/if-match';\nexport const e = ifMatch;\n",
      'server/src/contexts/tasks/internal/secret.ts': 'export const secret = 1;\n',
      'server/src/contexts/notes/api/notes.controller.ts': "import { secret } from '../../tasks/internal/secret';\nexport const s = secret;\n",
      'client/src/features/news/news.saga.ts': "import { slice } from '../bookmarks/bookmarks.slice';\nexport const n = slice;\n",
      'client/src/features/bookmarks/bookmarks.slice.ts': "import { n } from '../news/news.saga';\nexport const slice = n;\n",
      'client/src/lib/storage.ts': "import { slice } from '../features/bookmarks/bookmarks.slice';\nexport const st = slice;\n",
    });
    try {
      const { code, output } = cruise(dir, 'server/src', 'client/src');
      expect(code).not.toBe(0);
      for (const rule of [
        'no-circular',
        'server-domain-imports-only-contracts',
        'server-contexts-meet-through-public',
        'server-core-imports-no-context',
        'server-commands-not-http',
        'client-shared-imports-no-feature',
        'client-features-meet-through-core-features',
      ]) {
        expect(output).toContain(`error ${rule}:`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('passes on a tree that keeps them', () => {
    const dir = tree({
      'server/src/contexts/tasks/domain/task.decide.ts': 'export const decide = () => [];\n',
      'server/src/contexts/tasks/commands/create.handler.ts': "import { decide } from '../domain/task.decide';\nexport const h = decide;\n",
      'client/src/features/news/news.saga.ts': "import { callApi } from '../session/call-api';\nexport const n = callApi;\n",
      'client/src/features/session/call-api.ts': 'export const callApi = 1;\n',
    });
    try {
      const { code, output } = cruise(dir, 'server/src', 'client/src');
      expect(output).toContain('no dependency violations found');
      expect(code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
