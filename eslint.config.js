// Lint rules for every realm; type-aware so floating promises are caught.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// ---- The realm rules (docs/architecture.md, "Rules"); tests/architecture/realm-rules.test.ts breaks each
// on purpose. In flat config a later block replaces a rule's options, so each file gets exactly one
// `no-restricted-imports` block (files + ignores). A specifier is matched as text: sw/ is flat and
// domain/ is one level of subject folders (tests/architecture/folder-map.test.ts keeps it so).
const restricted = (paths, patterns) => ['error', { paths, patterns }];
const AWS_SDK = ['@aws-sdk/client-s3', '@aws-sdk/lib-storage'].map((name) => ({
  name,
  message: 'The AWS SDK belongs in a lazy worker chunk.',
}));
const IDB = { name: 'idb', message: 'Job data lives in the worker (DESIGN rule 2).' };
const JOTAI = { name: 'jotai', message: 'jotai is imported only in src/state/.' };
const JOTAI_DEEP = { group: ['jotai/*'], message: 'jotai is imported only in src/state/.' };
const WORKER_ONLY_VIA_ENGINE = {
  regex: '(^|/)(worker|worker-shared)(/|$)',
  message: 'src/ reaches the worker only through src/engine.ts (its remote and the shapes it re-exports).',
};
const only = (realm, regex) => ({ regex, message: `${realm} imports only itself and domain/.` });
const WORKER = 'worker/ imports only itself, worker-shared/ and domain/.';
const SERVER = 'server/ shares only domain/ with the app.';
const realmRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['domain/**', 'src/state/**', 'src/engine.ts'],
    rules: {
      'no-restricted-imports': restricted([IDB, ...AWS_SDK, JOTAI], [JOTAI_DEEP, WORKER_ONLY_VIA_ENGINE]),
    },
  },
  {
    files: ['src/state/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restricted([IDB, ...AWS_SDK], [WORKER_ONLY_VIA_ENGINE]) },
  },
  {
    files: ['src/engine.ts'],
    rules: { 'no-restricted-imports': restricted([IDB, ...AWS_SDK, JOTAI], [JOTAI_DEEP]) },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(
        [],
        [
          { regex: '^\\.\\./\\.\\./', message: 'domain imports nothing outside itself.' },
          { regex: '^(?!\\.{1,2}/|dayjs(/|$))', message: 'domain uses no package but dayjs.' },
        ],
      ),
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(AWS_SDK, [
        {
          regex: '^\\.\\./(?!worker-shared/|domain/)',
          message: 'sw/ imports only worker-shared/ and domain/.',
        },
      ]),
    },
  },
  {
    files: ['worker-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(AWS_SDK, [
        only('worker-shared/', '(^|/)(worker|sw|server)/'),
        only('worker-shared/', '(^|/)src/(?!domain/)'),
      ]),
    },
  },
  {
    files: ['worker/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(
        [],
        [
          { regex: '(^|/)(sw|server)/', message: WORKER },
          { regex: '(^|/)src/(?!domain/)', message: WORKER },
        ],
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(
        [],
        [
          { regex: '(^|/)(worker|worker-shared|sw)/', message: SERVER },
          { regex: '(^|/)src/(?!domain/)', message: SERVER },
        ],
      ),
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'indexedDB', 'window', 'document', 'localStorage'],
    },
  },
  ...realmRules,
  {
    files: ['*.js', '*.mjs', 'scripts/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
