/**
 * The project's import boundaries (docs/architecture.md), checked on resolved paths: however an
 * import is written (a `.js` suffix, a longer way round through `../../server/…`, a Node subpath
 * import), it is judged by the file it reaches. `npm run lint` runs it; each rule's bypass forms
 * are tried by tests/lint/import-boundaries.test.ts.
 */

/** Tests and their support may reach across boundaries (stand-ins in dev/, helpers in tests/). */
const TEST = '\\.test\\.tsx?$';
const SHARED_APP = '^app/(components|lib|content|config|i18n)/';

module.exports = {
  forbidden: [
    {
      name: 'app-not-server',
      comment:
        'The front end never imports server/ or dev/: what both sides need lives in domain/ or site/.',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^(server|dev)/' },
    },
    {
      name: 'shared-app-code-imports-no-feature',
      comment:
        'Shared front-end code (components, lib, content, config, i18n) imports no feature, page or shell module: those import it.',
      severity: 'error',
      from: { path: SHARED_APP },
      to: { path: '^app/(features|routes|shell)/' },
    },
    {
      name: 'feature-imports-no-other-feature',
      comment:
        'A feature does not import another feature: the page or the shell that composes them passes what it needs in.',
      severity: 'error',
      from: { path: '^app/features/([^/]+)/' },
      to: { path: '^app/features/', pathNot: '^app/features/$1/' },
    },
    {
      name: 'feature-imports-no-page',
      comment: 'A feature does not import pages or the shell: they import it.',
      severity: 'error',
      from: { path: '^app/features/' },
      to: { path: '^app/(routes|shell)/' },
    },
    {
      name: 'page-sections-are-its-own',
      comment:
        "A page's sections are its own: a section two pages share belongs in app/components/.",
      severity: 'error',
      from: { path: '^app/routes/([^/]+)/' },
      to: { path: '^app/routes/', pathNot: '^app/routes/$1/' },
    },
    {
      name: 'server-not-front-end',
      comment:
        'The server never imports app/, dev/ or tests/: what it shares with the pages lives in domain/ or site/; local stand-ins are loaded by dev/ scripts, test support lives in tests/.',
      severity: 'error',
      from: { path: '^server/', pathNot: TEST },
      to: { path: '^(app|dev|tests)/' },
    },
    {
      name: 'area-uses-no-other-area-store',
      comment:
        "An area of the server never uses another area's store: it calls that area's service, or reads its own (server/<area>/store.ts).",
      severity: 'error',
      from: { path: '^server/([^/]+)/', pathNot: `^server/platform/|${TEST}` },
      to: {
        path: '^server/.+/(store|postgres-store)[.]ts$',
        pathNot: '^server/$1/',
      },
    },
    {
      name: 'composition-root-uses-no-store',
      comment:
        'The composition root (server/app.ts, server/main.ts) reaches an area through its plugin, never its store.',
      severity: 'error',
      from: { path: '^server/[^/]+[.]ts$', pathNot: TEST },
      to: { path: '^server/.+/(store|postgres-store)[.]ts$' },
    },
    {
      name: 'platform-imports-no-area',
      comment:
        "server/platform/ is shared infrastructure: it imports no area of the server (the areas import it), but for the schema's assembly, platform/migrations.ts, which reads every area's schema/migrations.ts.",
      severity: 'error',
      from: { path: '^server/platform/', pathNot: TEST },
      to: {
        path: '^server/',
        pathNot: '^server/(platform/|[^/]+/schema/migrations[.]ts$)',
      },
    },
    {
      name: 'only-the-schema-assembly-reads-area-migrations',
      comment:
        "Of platform/, only migrations.ts (the schema's assembly) reads the areas' migrations.",
      severity: 'error',
      from: { path: '^server/platform/', pathNot: `${TEST}|^server/platform/migrations[.]ts$` },
      to: { path: '^server/[^/]+/schema/' },
    },
    {
      name: 'area-schema-imports-nothing',
      comment:
        "An area's schema (server/<area>/schema/: its tables and their migrations) imports nothing, so platform/migrations.ts reads it without a circle of folders.",
      severity: 'error',
      from: { path: '^server/[^/]+/schema/', pathNot: TEST },
      to: {},
    },
    {
      name: 'area-sql-imports-no-server',
      comment:
        "An area's SQL fragments (server/<area>/sql/: the statements' parts on its tables that other areas compose) import nothing of the server, the domain's types only, so any area composes them without a circle of folders.",
      severity: 'error',
      from: { path: '^server/[^/]+/sql/', pathNot: TEST },
      to: { path: '^(server|app|dev|site|tests|bench)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ is pure: it imports nothing from app/, server/, dev/, site/ or tests/.',
      severity: 'error',
      from: { path: '^domain/', pathNot: TEST },
      to: { path: '^(app|server|dev|site|tests|bench)/' },
    },
    {
      name: 'site-is-pure-data',
      comment:
        'site/ is pure data shared by the pages and the server: it imports nothing outside site/.',
      severity: 'error',
      from: { path: '^site/', pathNot: TEST },
      to: { path: '^(app|server|dev|domain|tests|bench)/' },
    },
    {
      name: 'no-circular',
      comment: 'No module reaches itself through its imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^[.]/[+]types/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|build-test|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
