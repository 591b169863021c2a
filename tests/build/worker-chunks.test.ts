/** The size check's reading of the engine worker's eager chunks (scripts/worker-chunks.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eagerWorkerChunks, workerEntryOf } from '@scripts/worker-chunks';

let dist: string;

function emit(files: Record<string, string>): void {
  dist = mkdtempSync(join(tmpdir(), 'worker-chunks-'));
  mkdirSync(join(dist, 'assets'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), code);
}

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the engine worker eager chunks', () => {
  it('finds the entry the engine chunk starts and follows static imports, not lazy ones', () => {
    emit({
      'engine-1.js':
        'function W(){let e=new Worker(new URL(`/assets/index-w.js`,``+import.meta.url),{type:`module`})}',
      'index-w.js':
        'import{a}from"./shared-1.js";import"./side-1.js";const s=()=>import("./s3-multipart-upload-1.js");',
      'shared-1.js': 'import{b}from"./side-1.js";export const a=1;',
      'side-1.js': 'export const b=2;',
      's3-multipart-upload-1.js': 'export const big=3;',
    });
    const entry = workerEntryOf(dist, 'assets/engine-1.js');
    expect(entry).toBe('assets/index-w.js');
    expect(eagerWorkerChunks(dist, entry!).sort()).toEqual([
      'assets/index-w.js',
      'assets/shared-1.js',
      'assets/side-1.js',
    ]);
  });

  it('answers null when the engine chunk starts no worker', () => {
    emit({ 'engine-1.js': 'export const nothing=0;' });
    expect(workerEntryOf(dist, 'assets/engine-1.js')).toBeNull();
  });
});
