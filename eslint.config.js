// Lint keeps the pure cores pure: the book math, the engine, the order-form rules and the
// wire protocol never import the DOM, React, Pixi, Hono or Node I/O, and the engine never
// reads the clock or randomness (both are injected).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const IO_MODULES = [
  'react', 'react-dom', 'react-dom/*', 'pixi.js', '@pixi/*', 'hono', 'hono/*', '@hono/*',
  'better-sqlite3', 'ws', 'comlink', 'i18next', 'react-i18next', '@preact/*', 'uplot',
  'fs', 'fs/*', 'node:*', 'path', 'http', 'https', 'net', 'child_process', 'worker_threads', 'os',
];

// render/*-scene.ts and depth-wheel.ts are the pure scene builders the Pixi adapters draw from
const pureFolders = ['src/core/**', 'src/protocol/**', 'server/engine/**', 'assembly/**', 'src/render/*-scene.ts', 'src/render/depth-wheel.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'build/**', 'node_modules/**', 'data/**', 'assembly/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // the components translate through src/i18n/use-translation.ts (why: its header); react-i18next
    // stays for its initReactI18next alone
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/i18n/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-i18next', importNames: ['useTranslation', 'Trans', 'withTranslation', 'Translation', 'I18nextProvider'], message: "translate with src/i18n/use-translation.ts's useTranslation" }] }],
    },
  },
  {
    files: pureFolders,
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: IO_MODULES, message: 'pure core: no I/O, DOM or framework imports' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'process', 'setTimeout', 'setInterval', 'WebSocket'],
    },
  },
  {
    files: ['server/engine/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'the engine takes its clock from deps.now' },
        { object: 'Math', property: 'random', message: 'the engine is deterministic' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'the engine takes its clock from deps.now' }],
    },
  },
);
