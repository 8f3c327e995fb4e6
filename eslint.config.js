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
});

const FEATURE_MESSAGE =
  'A feature never imports another feature: move the shared piece down to the platform layer ' +
  '(server: src/server/platform; client: session, api, components, hooks, lib).';

/**
 * Cross-feature imports not yet untangled, each allowed for one file only. Keep this list short:
 * every entry is a piece of shared code still living inside a feature.
 */
const FEATURE_EXCEPTIONS = {
  server: {
    // E-mail confirmation codes are accounts' rules; sign-in (password and OAuth) resends them.
    'src/server/features/auth/routes.ts': ['accounts'],
    'src/server/features/oauth/routes.ts': ['accounts'],
    // Staff-created users get an account's one-time code (accounts owns the code rules).
    'src/server/features/user-admin/service.ts': ['accounts'],
    // The profile's warnings (missing billing data etc.) are shown on the dashboard and refreshed
    // when billing data changes.
    'src/server/features/billing-info/routes.ts': ['profile'],
    'src/server/features/dashboard/service.ts': ['profile'],
    // The server-rendered job page reuses the job detail query.
    'src/server/features/seo/routes.ts': ['jobs'],
  },
  client: {
    // Social sign-in buttons and the Google One Tap prompt live with sign-in.
    'src/client/features/accounts/pages/linkedin-callback-page.tsx': ['auth'],
    'src/client/features/accounts/pages/sign-up-page.tsx': ['auth'],
    'src/client/features/home/pages/home-page.tsx': ['auth', 'jobs'],
    // Saving billing data refreshes the profile and its warnings.
    'src/client/features/billing-info/api/save-billing-info.ts': ['profile'],
    // The candidate record form reuses the refer dialog's candidate fields.
    'src/client/features/candidates/components/candidate-form.tsx': ['referrals'],
    // Public pages reuse the job search form and job cards.
    'src/client/features/content/pages/landing-page.tsx': ['jobs'],
    'src/client/features/dashboard/components/role-dashboards.tsx': ['jobs'],
    'src/client/features/home/components/jobs-carousel.tsx': ['jobs'],
    'src/client/features/home/api/use-home-content.ts': ['content'],
    'src/client/features/home/api/use-home-content.test.tsx': ['content'],
    'src/client/features/payment-result/pages/payment-result-pages.tsx': ['system'],
  },
};

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
      : [];
  const blocks = features.map((feature) => ({
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
  for (const [file, allowed] of Object.entries(FEATURE_EXCEPTIONS[side])) {
    const feature = file.split('/')[3];
    const others = features.filter((f) => f !== feature && !allowed.includes(f));
    blocks.push({
      files: [file],
      rules: layerRule(side, [
        { regex: featureImport(side, others), message: FEATURE_MESSAGE },
        ...upward,
      ]),
    });
  }
  return blocks;
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
