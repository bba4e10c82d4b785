import type { CodegenConfig } from '@graphql-codegen/cli';

// Operation result and variable types for every document in src/, from the embedded backend's
// schema (a faithful subset of Magento's). Committed; CI regenerates and diffs them.
const config: CodegenConfig = {
  schema: 'mock-backend/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/**/__generated__/**', '!src/**/__tests__/**'],
  generates: {
    'src/__generated__/operations.ts': {
      plugins: ['typescript-operations'],
      config: {
        enumType: 'string-literal',
        avoidOptionals: false,
        preResolveTypes: true,
        skipTypename: false,
        nonOptionalTypename: false,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
