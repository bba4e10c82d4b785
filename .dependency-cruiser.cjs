/**
 * The layers of src/ and the one-way roads between them (docs/ARCHITECTURE.md):
 *
 *   components/, platform/, store/  (shared: know nothing of features or the app)
 *        ↑
 *   features/<name>/                 (one feature never imports another)
 *        ↑
 *   app/                             (composes features; the only place that may)
 *
 * `npm run lint` runs this (depcruise); a violation fails the build.
 */
const TESTS = '(^|/)(__tests__|__mocks__)/|\\.test\\.tsx?$';
// The Page Builder renders content that contains content (a row holds columns that hold rows):
// that recursion is its nature and the one cycle allowed.
const PAGE_BUILDER = '^src/features/content/pagebuilder/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle: split the shared part out or pass it down as a prop or slot.',
      from: { path: '^src/', pathNot: [TESTS, PAGE_BUILDER] },
      to: { circular: true, pathNot: PAGE_BUILDER },
    },
    {
      name: 'shared-imports-upwards',
      severity: 'error',
      comment: 'components/, platform/ and store/ are shared: they must not import features/ or app/.',
      from: { path: '^src/(components|platform|store)/', pathNot: TESTS },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'platform-imports-views-or-state',
      severity: 'error',
      comment: 'platform/ is below components/ and store/: plumbing knows no views and no app state.',
      from: { path: '^src/platform/', pathNot: TESTS },
      to: { path: '^src/(components|store)/' },
    },
    {
      name: 'feature-imports-app',
      severity: 'error',
      comment: 'features/ sit below app/: the app composes features, never the other way round.',
      from: { path: '^src/features/', pathNot: TESTS },
      to: { path: '^src/app/' },
    },
    {
      name: 'feature-imports-feature',
      severity: 'error',
      comment:
        'One feature must not import another: move the shared part down to components/ or platform/, ' +
        'or let app/ compose the two (a slot or a prop).',
      from: { path: '^src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)__generated__/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
