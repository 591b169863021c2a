/**
 * The realm rules of eslint.config.js, broken on purpose: each probe is one import written into a real
 * file of a realm, linted with the `no-restricted-imports` options the repository's own config gives
 * that file (no type-aware parse, so it runs in about a second).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, Linter } from 'eslint';
import { parser } from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './folder-map';

const eslint = new ESLint({ cwd: repoRoot });
const linter = new Linter({ cwd: repoRoot });

/** The messages the repository's import rule gives `source` as the text of `file`. */
async function importProblems(file: string, source: string): Promise<string[]> {
  expect(existsSync(join(repoRoot, file)), `${file} exists`).toBe(true);
  const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
  // Tests, benchmarks and scripts have no import list of their own, only the alias rule.
  const rule = config.rules?.['no-restricted-imports'] ?? 'off';
  const climbRule = config.rules?.['realms/alias-across-realms'];
  expect(climbRule, `${file} has realms/alias-across-realms`).toBeDefined();
  const messages = linter.verify(
    source,
    [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser, parserOptions: { ecmaFeatures: { jsx: file.endsWith('.tsx') } } },
        plugins: { realms: config.plugins?.['realms'] as NonNullable<Linter.Config['plugins']>[string] },
        rules: { 'no-restricted-imports': rule, 'realms/alias-across-realms': climbRule },
      },
    ],
    join(repoRoot, file),
  );
  return messages.map((message) => message.message);
}

const refused: [realm: string, file: string, source: string, message: string][] = [
  [
    'src/ reaches the worker only through src/engine.ts',
    'src/screens/job/job-screen.tsx',
    "import { SyncPass } from '@worker/sync/sync-pass';",
    'src/ reaches the worker only through src/engine.ts',
  ],
  [
    'src/ takes no type from the worker but through src/engine.ts',
    'src/app/app.tsx',
    "import type { Engine } from '@worker/index';",
    'src/ reaches the worker only through src/engine.ts',
  ],
  [
    'src/ re-exports nothing of the worker',
    'src/app/app.tsx',
    "export type * from '@worker/engine-shapes';",
    'src/ reaches the worker only through src/engine.ts',
  ],
  [
    'src/ does not reach worker-shared/ either',
    'src/state/store.ts',
    "import { TokenStore } from '@worker-shared/auth/token-store';",
    'src/ reaches the worker only through src/engine.ts',
  ],
  [
    'jotai is imported only in src/state/',
    'src/components/banner.tsx',
    "import { atom } from 'jotai';",
    'jotai is imported only in src/state/',
  ],
  [
    'jotai/* is imported only in src/state/',
    'src/screens/job/job-screen.tsx',
    "import { useAtomValue } from 'jotai/react';",
    'jotai is imported only in src/state/',
  ],
  [
    'a screen reads the snapshot through its slices, not the whole snapshot',
    'src/screens/job/job-notices.tsx',
    "import { snapshotAtom } from '../../state/snapshot-atom';",
    'Screens read the snapshot through its slices',
  ],
  [
    'a component takes no whole-snapshot hook either',
    'src/components/photo-gallery-selector.tsx',
    "import { useSnapshot } from '@src/state/snapshot-atom';",
    'Screens read the snapshot through its slices',
  ],
  [
    "a screen's atoms file holds its own atoms, not the whole snapshot",
    'src/screens/job-list/job-list-atoms.ts',
    "import { snapshotAtom } from '../../state/snapshot-atom';",
    'Screens read the snapshot through its slices',
  ],
  [
    "src/state/ reads an atom with useStoredValue, not jotai's useAtomValue",
    'src/state/sync-slices.ts',
    "import { useAtomValue } from 'jotai';",
    'A component reads an atom with useStoredValue',
  ],
  [
    "src/state/ reads an atom with useStoredValue, not jotai/react's useAtomValue",
    'src/state/snapshot-slices.ts',
    "import { useAtomValue } from 'jotai/react';",
    'A component reads an atom with useStoredValue',
  ],
  [
    "a screen's atoms file reads an atom with useStoredValue, not jotai's useAtom",
    'src/screens/job-list/job-list-atoms.ts',
    "import { useAtom } from 'jotai';",
    'A component reads an atom with useStoredValue',
  ],
  [
    'src/engine.ts takes no jotai',
    'src/engine.ts',
    "import { atom } from 'jotai';",
    'jotai is imported only',
  ],
  [
    'job data lives in the worker',
    'src/components/banner.tsx',
    "import { openDB } from 'idb';",
    'Job data lives in the engine worker',
  ],
  [
    'sw/ imports only worker-shared/ and domain/',
    'sw/sw.ts',
    "import { SyncPass } from '@worker/sync/sync-pass';",
    'sw/ imports only worker-shared/ and domain/',
  ],
  [
    'sw/ takes no type from worker/',
    'sw/sw.ts',
    "import type { Engine } from '@worker/engine';",
    'sw/ imports only worker-shared/ and domain/',
  ],
  [
    'sw/ does not reach the main thread',
    'sw/sw.ts',
    "import { store } from '@src/state/store';",
    'sw/ imports only worker-shared/ and domain/',
  ],
  [
    'domain/ imports nothing of the app',
    'domain/job/job.ts',
    "import { store } from '@src/state/store';",
    'domain/ imports nothing but itself, dayjs and valibot',
  ],
  [
    'domain/ uses no package but dayjs',
    'domain/job/job.ts',
    "import React from 'react';",
    'domain/ imports nothing but itself, dayjs and valibot',
  ],
  [
    'worker-shared/ imports nothing of the engine',
    'worker-shared/db/storage.ts',
    "import { SyncPass } from '@worker/sync/sync-pass';",
    'worker-shared/ imports only itself and domain/',
  ],
  [
    'worker-shared/ imports nothing of the main thread',
    'worker-shared/db/storage.ts',
    "import { store } from '@src/state/store';",
    'worker-shared/ imports only itself and domain/',
  ],
  [
    'worker/ imports nothing of the service worker',
    'worker/sync/sync-pass.ts',
    "import { backstop } from '@sw/backstop';",
    'worker/ imports only itself, worker-shared/ and domain/',
  ],
  [
    'worker/ imports nothing of the main thread',
    'worker/sync/sync-pass.ts',
    "import { store } from '@src/state/store';",
    'worker/ imports only itself, worker-shared/ and domain/',
  ],
  [
    'server/ shares only domain/ with the app',
    'server/main.ts',
    "import { TokenStore } from '@worker-shared/auth/token-store';",
    'server/ shares only domain/ with the app',
  ],
  [
    'another realm is reached through its alias, not a climb',
    'worker/sync/sync-pass.ts',
    "import { job } from '../../domain/job/job';",
    "Import domain/ through its alias ('@domain/…')",
  ],
  [
    'a test reaches the code it tests through its alias too',
    'tests/server/jobs.test.ts',
    "import { gateway } from '../../server/gateway';",
    "Import server/ through its alias ('@server/…')",
  ],
  [
    'the AWS SDK stays out of the service worker',
    'sw/sw.ts',
    "import { S3Client } from '@aws-sdk/client-s3';",
    'The AWS SDK belongs in a lazy worker chunk',
  ],
  [
    'an e2e spec takes its test from the one that waits for midnight',
    'e2e/job-list.spec.ts',
    "import { expect, test } from '@playwright/test';",
    'none may cross midnight',
  ],
];

/** The doors: what each realm may import. */
const allowed: [file: string, source: string][] = [
  ['src/state/store.ts', "import { atom } from 'jotai';"],
  ['src/screens/job-list/job-list-atoms.ts', "import { atom } from 'jotai';"],
  ['src/state/use-stored-value.ts', "import { useStore, type Atom } from 'jotai';"],
  ['src/engine.ts', "import type { Engine } from '@worker/index';"],
  ['src/engine.ts', "export type * from '@worker/engine-shapes';"],
  ['src/engine.ts', "export { initialSnapshot } from '@worker/state/initial-snapshot';"],
  ['src/state/snapshot-slices.ts', "import { snapshotAtom } from './snapshot-atom';"],
  ['src/screens/job/job-screen.tsx', "import { useSession } from '../../state/snapshot-atom';"],
  ['src/screens/job/job-screen.tsx', "import { engine } from '../../engine';"],
  ['src/screens/job/job-screen.tsx', "import type { EngineSnapshot } from '../../engine';"],
  ['src/components/banner.tsx', "import { dates } from '@domain/time/dates';"],
  ['sw/sw.ts', "import { openIdbStorage } from '@worker-shared/db/idb-storage';"],
  ['sw/sw.ts', "import { apiPaths } from '@domain/gateway/api-shapes';"],
  ['sw/sw.ts', "import { backstop } from './backstop';\nimport 'workbox-core';"],
  ['domain/job/job.ts', "import dayjs from 'dayjs';"],
  ['domain/job/job.ts', "import * as v from 'valibot';"],
  ['domain/job/job.ts', "import { dates } from '../time/dates';"],
  ['worker/sync/sync-pass.ts', "import { api } from '@worker-shared/api/api-client';"],
  ['worker/sync/sync-pass.ts', "import { job } from '@domain/job/job';"],
  ['worker-shared/db/storage.ts', "import { job } from '@domain/job/job';"],
  ['server/main.ts', "import { apiPaths } from '@domain/gateway/api-shapes';"],
  ['server/main.ts', "import { gateway } from './gateway';"],
  ['tests/server/jobs.test.ts', "import { gateway } from '@server/gateway';"],
  ['e2e/job-list.spec.ts', "import { expect, type Page } from '@playwright/test';"],
  ['e2e/support/test-within-a-day.ts', "import { test as base } from '@playwright/test';"],
];

describe('the realm rules refuse a deliberate violation', () => {
  it.each(refused)('%s (%s)', async (_rule, file, source, message) => {
    const problems = await importProblems(file, source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });
});

describe('the doors stay open', () => {
  it.each(allowed)('%s may hold %s', async (file, source) => {
    expect(await importProblems(file, source)).toEqual([]);
  });
});
