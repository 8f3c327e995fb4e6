import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Side boundaries: client and server meet only in src/shared.
const SIDE = {
  client: {
    group: ['#server/*', '**/server/**'],
    message: 'The client never imports server code.',
  },
  server: {
    group: ['#client/*', '**/client/**'],
    message: 'The server never imports client code.',
  },
};

const noCrossImport = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
});

// Layer boundaries (docs/architecture.md, "Layers"). no-restricted-imports keeps only the options
// of the last block that sets it, so every block below repeats its side's boundary.
const featuresOf = (side) =>
  fs
    .readdirSync(`src/${side}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** An import of one of `names`' folders: by alias, or relative from any depth inside a feature. */
const featureImport = (side, names) =>
  `^(?:#${side}/features/|(?:\\.\\./)+(?:features/)?)(?:${names.join('|')})(?:/|$)`;

const layerRule = (side, patterns) => ({
  'no-restricted-imports': ['error', { patterns: [SIDE[side], ...patterns] }],
  // no-restricted-imports does not see import(): the same boundaries for lazily loaded modules.
  'no-restricted-syntax': [
    'error',
    ...patterns.map(({ regex, message }) => ({
      // esquery's regex literal cannot hold a slash, not even escaped
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
      message,
    })),
  ],
});

const FEATURE_MESSAGE =
  'A feature never imports another feature: move the shared piece down to the platform layer ' +
  '(server: src/server/platform; client: session, api, components, hooks, lib).';

function featureBlocks(side, extension) {
  const features = featuresOf(side);
  const upward =
    side === 'client'
      ? [
          {
            regex: '^(?:#client/|(?:\\.\\./)+)(?:router|layout)/',
            message: 'Features do not import the router or the layouts; routes assemble features.',
          },
        ]
      : [
          {
            regex: '^(?:#server/|(?:\\.\\./)+)spec-api/',
            message: 'The spec-api layer sits above the features; no feature imports it.',
          },
        ];
  return features.map((feature) => ({
    files: [`src/${side}/features/${feature}/**/*.${extension}`],
    rules: layerRule(side, [
      {
        regex: featureImport(
          side,
          features.filter((f) => f !== feature),
        ),
        message: FEATURE_MESSAGE,
      },
      ...upward,
    ]),
  }));
}

/** Platform layers never import a feature. */
const platformBlock = (side, folders, extension) => ({
  files: folders.map((folder) => `src/${side}/${folder}/**/*.${extension}`),
  rules: layerRule(side, [
    {
      regex: `^(?:#${side}/features/|(?:\\.\\./)+features/)`,
      message: 'The platform layer never imports a feature.',
    },
  ]),
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
      ...layerRule('client', []),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: layerRule('server', []),
  },
  ...featureBlocks('server', 'ts'),
  platformBlock('server', ['platform', 'infra', 'db', 'http'], 'ts'),
  ...featureBlocks('client', '{ts,tsx}'),
  platformBlock(
    'client',
    ['session', 'api', 'components', 'hooks', 'lib', 'startup/light', 'startup/prime-styles'],
    '{ts,tsx}',
  ),
  {
    files: ['src/shared/**/*.ts'],
    rules: noCrossImport(
      ['#client/*', '#server/*', '**/client/**', '**/server/**'],
      'Shared code is isomorphic: it imports neither client nor server.',
    ),
  },
);
