// Babel compiles TypeScript and JSX for webpack and jest; type checking is `tsc --noEmit`.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { bugfixes: true, useBuiltIns: false, modules: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ],
    // Bundles only (jest keeps the source as written and react-intl's and graphql's parsers):
    // - formatjs: defaultMessage → precompiled ICU message AST, so the browser ships no ICU parser
    //   (webpack.config.js aliases it to its no-parser entry);
    // - graphql-tag: gql`…` (from '@apollo/client') → precompiled DocumentNode, so the browser
    //   ships neither graphql-tag nor graphql's parser.
    plugins: isTest
      ? []
      : [
          ['formatjs', { ast: true }],
          // Whitespace stripped and the source text dropped: Apollo prints documents from the AST.
          ['graphql-tag', { strip: true, transform: (_source, { loc: _loc, ...document }) => document }],
        ],
  };
};
