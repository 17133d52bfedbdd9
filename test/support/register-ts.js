// Lets a child process (spawned by a test to be killed with SIGKILL, say) run the
// TypeScript sources directly: `node -r ./test/support/register-ts.js script.ts`.
// Compiles with swc using the repository's .swcrc and maps the workspace aliases to
// their sources, exactly as jest.config.js does.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '..', '..');
const swcrc = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
delete swcrc.$schema;

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolve(request, parent, ...rest) {
  if (request === '@kollab/contracts') request = path.join(root, 'contracts/src/index.ts');
  else if (request.startsWith('@kollab/server/')) request = path.join(root, 'server/src', request.slice('@kollab/server/'.length));
  return originalResolve.call(this, request, parent, ...rest);
};

require.extensions['.ts'] = function compile(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, { ...swcrc, swcrc: false, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
