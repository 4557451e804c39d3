import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// The repository's root: zones and file names are paths from here, wherever ESLint runs (an editor may run it in
// a package).
const ROOT = fileURLToPath(new URL('.', import.meta.url));
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

// One file-name convention: kebab-case for every file and folder of the sources (`confirm-dialog.tsx`,
// `use-field-error.ts`, `jest.config.js`, `translations.ca.ts`), test folders `__tests__`. Components keep
// PascalCase names inside the files.
const KEBAB_CASE_SEGMENT = /^(__[a-z]+__|[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*)$/;
const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names in kebab-case' },
    schema: [],
    messages: { notKebabCase: '"{{name}}" is not kebab-case (for example `confirm-dialog.tsx`).' },
  },
  create(context) {
    // The path inside the repository; a leading dot (`.ci`) and steps out of it (`..`) are not names.
    const segments = relative(ROOT, context.filename)
      .split(sep)
      .map((segment) => segment.replace(/^\.(?=[a-z])/, ''))
      .filter((segment) => segment !== '..');
    return {
      Program(node) {
        const name = segments.find((segment) => !KEBAB_CASE_SEGMENT.test(segment));
        if (name) context.report({ node, messageId: 'notKebabCase', data: { name } });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.bench/**',
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
  // Import boundaries: areas share only through @enlace/shared, features of an app
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
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { enlace: { rules: { 'kebab-case-file-names': kebabCaseFileNames } } },
    rules: {
      'enlace/kebab-case-file-names': 'error',
    },
  },
  // The HTTP contracts are TypeBox schemas for the API (docs/adr/0081-http-contracts.md): the front ends and the
  // browser parts of @enlace/shared read only their types, so no schema code reaches a browser bundle.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/contracts/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@enlace/shared/contracts|/contracts(/[^/]+)?|^@sinclair/typebox(/.*)?)$',
              allowTypeImports: true,
              message: 'Browsers take only the types of the HTTP contracts: `import type`.',
            },
          ],
        },
      ],
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
