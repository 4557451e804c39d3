import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const AREAS = ['remote-public', 'remote-intranet', 'remote-volunteer', 'remote-partner'];
const FRONT_ENDS = ['shell', ...AREAS];

// The feature folders of an app, read from disk so that a new feature is bounded from its first file.
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const boundaryZones = [
  // An area imports no other area and not the shell: areas share only through @enlace/shared.
  ...AREAS.map((area) => ({
    target: `./${area}`,
    from: FRONT_ENDS.filter((app) => app !== area).map((app) => `./${app}`),
    message: 'An area shares code with the others only through @enlace/shared.',
  })),
  // The shell loads the areas through module federation, never their source.
  {
    target: './shell',
    from: AREAS.map((area) => `./${area}`),
    message: 'The shell loads an area through module federation, never its source.',
  },
  // The front ends take the API's shapes from @enlace/shared; api/ and deploy/ are servers and tooling.
  ...FRONT_ENDS.map((app) => ({
    target: `./${app}/src`,
    from: ['./api', './deploy'],
    message: 'Front ends take the API types from @enlace/shared, never from api/ or deploy/ source.',
  })),
  // @enlace/shared is used by every app and the API, so it knows none of them.
  {
    target: './shared',
    from: [...FRONT_ENDS, 'api', 'deploy', 'e2e'].map((app) => `./${app}`),
    message: '@enlace/shared imports no app.',
  },
  // Features of an app do not import each other; what two features use lives outside features/
  // (components/, hooks/, api/, utils/, stores/).
  ...FRONT_ENDS.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: `A feature imports no other feature; move what they share to ${app}/src outside features/.`,
    })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Import boundaries (docs: ARCHITECTURE.md, Style): areas share only through @enlace/shared, features of an app
  // share only through the app's own folders outside features/, shared knows no app, and the front ends read the
  // API's types from @enlace/shared, never from api/ or deploy/ source.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed too when the rules follow imports (no-cycle), not only JavaScript ones.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  // No import cycles: a cycle makes the load order decide which module sees the other half-initialised.
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Every text a person sees goes through i18next (Spanish, English, Catalan): the front ends' JSX may hold no
  // hard-coded words, neither as text nor in the attributes that are read out or shown. Tests may.
  {
    files: ['shell/src/**/*.tsx', 'remote-*/src/**/*.tsx', 'shared/src/**/*.tsx'],
    ignores: ['**/__tests__/**', '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          // JSX text, the literals of JSX expressions ({ok ? 'Sí' : 'No'}) and the attributes below.
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'aria-placeholder',
              'title',
              'alt',
              'placeholder',
              'label',
              // Our components' text props: confirmLabel, helperText, description, legend…
              '\\w+Label',
              '\\w+Text',
              'text',
              'description',
              'legend',
              'heading',
              'accessibleName',
            ],
          },
          words: {
            exclude: [
              // No letter at all: punctuation, numbers, symbols (' · ', '—', '▲').
              /^[^\p{L}]*$/u,
              // One code-like token (a key, a value, an id part): 'dateStart', 'asc', 'full', 'schedules['.
              /^[-_.:/[\]#]*[a-z][\w\-.:/[\]#]*$/,
            ],
          },
        },
      ],
    },
  },
);
