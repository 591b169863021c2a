// The engine-realm bench's build (bench/browser/engine-realm-build.ts) puts the bench's engine where src/engine.ts
// stands; a change to what the app imports from src/engine.ts must reach it too, or `npm run bench` breaks only
// when it is run. This builds it, as the bench does, and looks at what came out.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEngineRealmApp } from '@bench/browser/engine-realm-build';

describe('the engine-realm bench build', () => {
  it('builds the app with the bench engine in place of src/engine.ts', async () => {
    const built = await buildEngineRealmApp();
    try {
      expect(existsSync(join(built.dir, 'index.html'))).toBe(true);
      const scripts = readdirSync(join(built.dir, 'assets')).filter((file) => file.endsWith('.js'));
      const code = scripts.map((file) => readFileSync(join(built.dir, 'assets', file), 'utf8')).join('\n');
      // The bench engine hangs itself on the page for the bench to drive.
      expect(code).toContain('benchEngineRealm');
    } finally {
      built.remove();
    }
  }, 120_000);
});
