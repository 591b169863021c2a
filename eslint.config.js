// Lint rules for every realm; type-aware so floating promises are caught.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { aliasAcrossRealms } from './scripts/alias-across-realms.mjs';

// ---- The realm rules (docs/architecture.md, "Rules"); tests/architecture/realm-rules.test.ts breaks each
// on purpose. A realm is a top folder; another realm is imported through its path alias (`@domain/…`,
// tsconfig.base.json), never by climbing out with `../`, so a rule here is a test of the alias alone.
// In flat config a later block replaces a rule's options, so each file gets exactly one
// `no-restricted-imports` block (files + ignores).
const restricted = (paths, patterns) => ['error', { paths, patterns }];
const AWS_SDK = ['@aws-sdk/client-s3', '@aws-sdk/lib-storage'].map((name) => ({
  name,
  message: 'The AWS SDK belongs in a lazy worker chunk.',
}));
const IDB = { name: 'idb', message: 'Job data lives in the engine worker: the page asks the engine for it.' };
// A screen's own UI-only atoms (a view's open sections, a filter) live beside it in `*-atoms.ts`.
const SCREEN_ATOMS = 'src/screens/**/*-atoms.ts';
const JOTAI_ONLY_IN_STATE = "jotai is imported only in src/state/ (and in a screen's own *-atoms.ts).";
const JOTAI = { name: 'jotai', message: JOTAI_ONLY_IN_STATE };
const JOTAI_DEEP = { group: ['jotai/*'], message: JOTAI_ONLY_IN_STATE };
// jotai's reading hooks render a component twice as it mounts (src/state/use-stored-value.ts says why).
const JOTAI_READ = ['jotai', 'jotai/react'].map((name) => ({
  name,
  importNames: ['useAtomValue', 'useAtom'],
  message:
    'A component reads an atom with useStoredValue (src/state/use-stored-value.ts), which renders it once.',
}));
/** An import of one of `realms` (their aliases), refused with `message`. */
const realms = (names, message) => ({ regex: `^@(${names.join('|')})/`, message });
const TOOLING = ['tests', 'e2e', 'bench', 'scripts'];
const WHOLE_SNAPSHOT = {
  regex: '(^@src|^\\.\\.?)/(.*/)?state/snapshot-atom$',
  importNames: ['snapshotAtom', 'useSnapshot'],
  message:
    'Screens read the snapshot through its slices (src/state/snapshot-slices.ts, sync-slices.ts), never whole.',
};
const WORKER_ONLY_VIA_ENGINE = realms(
  ['worker', 'worker-shared', 'sw', 'server', ...TOOLING],
  'src/ reaches the worker only through src/engine.ts (its remote and the shapes it re-exports).',
);
const WOUTER_LOCATION = {
  name: 'wouter/use-browser-location',
  message:
    "The app's location is src/app/browser-location.ts (held in React state, so a navigation can be a transition).",
};
const realmRules = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/state/**', 'src/engine.ts', SCREEN_ATOMS],
    rules: {
      'no-restricted-imports': restricted(
        [IDB, ...AWS_SDK, JOTAI, WOUTER_LOCATION],
        [JOTAI_DEEP, WORKER_ONLY_VIA_ENGINE, WHOLE_SNAPSHOT],
      ),
    },
  },
  {
    files: [SCREEN_ATOMS],
    rules: {
      'no-restricted-imports': restricted(
        [IDB, ...AWS_SDK, WOUTER_LOCATION, ...JOTAI_READ],
        [WORKER_ONLY_VIA_ENGINE, WHOLE_SNAPSHOT],
      ),
    },
  },
  {
    files: ['src/state/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted([IDB, ...AWS_SDK, ...JOTAI_READ], [WORKER_ONLY_VIA_ENGINE]),
    },
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
          {
            regex: '^(?!\\./|\\.\\./|dayjs(/|$)|valibot$)',
            message: 'domain/ imports nothing but itself, dayjs and valibot (the wire shapes).',
          },
        ],
      ),
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(AWS_SDK, [
        realms(['src', 'worker', 'server', ...TOOLING], 'sw/ imports only worker-shared/ and domain/.'),
      ]),
    },
  },
  {
    files: ['worker-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(AWS_SDK, [
        realms(
          ['src', 'worker', 'sw', 'server', ...TOOLING],
          'worker-shared/ imports only itself and domain/.',
        ),
      ]),
    },
  },
  {
    files: ['worker/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(
        [],
        [
          realms(
            ['src', 'sw', 'server', ...TOOLING],
            'worker/ imports only itself, worker-shared/ and domain/.',
          ),
        ],
      ),
    },
  },
  {
    // Each e2e test runs within one day of the drivers' clock (e2e/support/test-within-a-day.ts).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test-within-a-day.ts'],
    rules: {
      'no-restricted-imports': restricted(
        [
          {
            name: '@playwright/test',
            importNames: ['test', 'default'],
            message: 'e2e tests take `test` from e2e/support/test-within-a-day.ts: none may cross midnight.',
          },
        ],
        [],
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(
        [],
        [
          realms(
            ['src', 'worker', 'worker-shared', 'sw', ...TOOLING],
            'server/ shares only domain/ with the app.',
          ),
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
    files: ['**/*.{ts,tsx}'],
    plugins: { realms: { rules: { 'alias-across-realms': aliasAcrossRealms } } },
    rules: { 'realms/alias-across-realms': 'error' },
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
