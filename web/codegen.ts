import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for every graphql() call in src, from the server's own schema files.
const config: CodegenConfig = {
  schema: '../schema/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          Time: 'string',
          Map: 'Record<string, unknown>',
          RoleRef: 'string | number',
          JSON: 'unknown',
        },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
