import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { initialChunks, LOGIN_JS_LIMIT_BYTES, measureLoginBundle, type Manifest } from '../test/login-bundle';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const built = measureLoginBundle(dist);

describe('login page first load', () => {
  it('counts the entry and its static imports, not the lazy screens', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/Shell.tsx'] },
      '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime.js', imports: ['_vendor.js'] },
      'src/Shell.tsx': { file: 'assets/Shell.js', imports: ['_vendor.js'] },
    };
    expect(initialChunks(manifest)).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/runtime.js']);
  });

  // `npm test` builds the client before vitest (scripts/test.mjs); without a build there is nothing to measure
  it.skipIf(built === null)('stays below 250 kB gzipped (measured from the build manifest)', () => {
    const report = built!.files.map((item) => `${item.file} ${(item.gzipBytes / 1000).toFixed(1)} kB`).join(', ');
    console.info(`login page JavaScript: ${(built!.gzipBytes / 1000).toFixed(1)} kB gzipped (${report})`);
    expect(built!.gzipBytes).toBeLessThan(LOGIN_JS_LIMIT_BYTES);
  });
});
