import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const layers =
  'shared/ imports no area, and catalog/ neither flags/ nor transfer/ (web/README.md, "Where things go")';

/** areas are the import paths that lead into the named folders of src. */
function areas(names) {
  return names.flatMap((n) => [`../${n}/*`, `../../${n}/*`]);
}

export default tseslint.config(
  { ignores: ['dist', 'src/gql', 'node_modules'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The folders follow the domain's layers: shared/ is below every area, and catalog is below
  // flags and transfer (as graph/domain's catalog is), so a module lands where its area is.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: areas(['access', 'catalog', 'flags', 'events', 'insights', 'transfer']),
              message: layers,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/catalog/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: areas(['flags', 'transfer']), message: layers }] },
      ],
    },
  },
);
