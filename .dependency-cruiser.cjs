// dependency-cruiser: the boundaries of server and client, checked by `npm run lint`
// (npm test runs it) over server/src, client/src and contracts/src; any violation fails.
const CONTRACTS = '^contracts/|(^|/)node_modules/@kollab/contracts/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles (type-only imports are erased and do not count).',
      from: {},
      to: { circular: true },
    },
    // ---- server --------------------------------------------------------------------
    {
      name: 'server-domain-imports-only-contracts',
      severity: 'error',
      comment: "A context's domain/ (pure deciders and state) imports only contracts and its own domain.",
      from: { path: '^server/src/contexts/([^/]+)/domain/', pathNot: '\\.spec\\.ts$' },
      to: { pathNot: [`^server/src/contexts/$1/domain/`, CONTRACTS], dependencyTypesNot: ['core'] },
    },
    {
      name: 'server-contexts-meet-through-public',
      severity: 'error',
      comment:
        "Contexts import each other only through public/ (and the other's *-public.module.ts). The demo context " +
        'sends every context its commands on the bus, as a client would: it may import their command classes.',
      from: { path: '^server/src/contexts/([^/]+)/', pathNot: '^server/src/contexts/demo/' },
      to: {
        path: '^server/src/contexts/[^/]+/',
        pathNot: ['^server/src/contexts/$1/', '^server/src/contexts/[^/]+/public/', '^server/src/contexts/[^/]+/[^/]+-public\\.module\\.ts$'],
      },
    },
    {
      name: 'server-demo-sends-commands',
      severity: 'error',
      comment: 'The demo context takes nothing from other contexts but their public/ and their command classes.',
      from: { path: '^server/src/contexts/demo/' },
      to: {
        path: '^server/src/contexts/(?!demo/)[^/]+/',
        pathNot: ['^server/src/contexts/[^/]+/public/', '^server/src/contexts/[^/]+/commands/[^/]+\\.handler\\.ts$', '-public\\.module\\.ts$'],
      },
    },
    {
      name: 'server-core-imports-no-context',
      severity: 'error',
      comment: 'core/ is the shared kernel: it never imports a context.',
      from: { path: '^server/src/core/' },
      to: { path: '^server/src/contexts/' },
    },
    {
      name: 'server-commands-not-http',
      severity: 'error',
      comment: 'commands/ decide and append; how a refusal becomes HTTP is the edge’s business (core/http).',
      from: { path: '^server/src/contexts/[^/]+/commands/' },
      to: { path: '^server/src/core/http/' },
    },
    // ---- client: shared (lib, components) → features → app -----------------------
    {
      name: 'client-shared-imports-no-feature',
      severity: 'error',
      from: { path: '^client/src/(lib|components)/', pathNot: '\\.(spec|fixtures)\\.tsx?$' },
      to: { path: '^client/src/(features|app|routes|shell)/' },
    },
    {
      name: 'client-nothing-imports-the-app',
      severity: 'error',
      from: { path: '^client/src/(lib|components|features)/', pathNot: '\\.(spec|fixtures)\\.tsx?$' },
      to: { path: '^client/src/(app|routes|shell)/|^client/src/main\\.tsx$' },
    },
    {
      name: 'client-features-meet-through-core-features',
      severity: 'error',
      comment: 'A feature imports another only when that is a core feature: session (callApi), realtime (the socket), collab (shared item screens).',
      from: { path: '^client/src/features/([^/]+)/', pathNot: '\\.(spec|fixtures)\\.tsx?$' },
      to: { path: '^client/src/features/[^/]+/', pathNot: ['^client/src/features/$1/', '^client/src/features/(session|realtime|collab)/'] },
    },
    {
      name: 'client-production-code-imports-no-test-helper',
      severity: 'error',
      from: { path: '^client/src/', pathNot: ['\\.(spec|fixtures)\\.tsx?$', '^client/src/test/'] },
      to: { path: '^client/src/test/|\\.(spec|fixtures)\\.tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
