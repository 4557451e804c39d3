import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

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
