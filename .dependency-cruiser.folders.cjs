/**
 * Folder-level circles in the product's code (app/, server/, domain/, site/): a folder may not
 * reach itself through its files' imports, even when no single file does. Tests, dev tools and
 * benchmarks are left out: a test may import a stand-in from dev/ that imports the server.
 * `npm run lint` runs it after .dependency-cruiser.cjs.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-folders',
      comment:
        'No folder reaches itself through its imports (app/content → app/i18n → app/content is a circle even when no file is).',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '^(node_modules|build|build-test|\\.react-router|dev|tests|bench)/',
        '\\.test\\.tsx?$',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
