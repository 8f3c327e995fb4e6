import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noCrossImport = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'drizzle', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noCrossImport(['#server/*', '**/server/**'], 'The client never imports server code.'),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: noCrossImport(['#client/*', '**/client/**'], 'The server never imports client code.'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: noCrossImport(
      ['#client/*', '#server/*', '**/client/**', '**/server/**'],
      'Shared code is isomorphic: it imports neither client nor server.',
    ),
  },
);
