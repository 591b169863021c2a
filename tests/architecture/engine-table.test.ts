/**
 * The engine's table of contents (worker/engine.ts): every method is one line, `name: forward('part',
 * 'method')`, under its one-line doc comment, so the file lists the whole engine and each method is built
 * one way. A spread or a method written inline would hide methods from the list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './folder-map';

const source = readFileSync(join(repoRoot, 'worker/engine.ts'), 'utf8');
const literal = /\n {2}return \{\n([\s\S]*?)\n {2}\};\n/.exec(source)?.[1] ?? '';
const lines = literal.split('\n');
const methodLine = /^ {4}(\w+): forward\('(\w+)', '(\w+)'\),$/;
const docLine = /^ {4}\/\*\* .+ \*\/$/;

describe("the engine's table of contents", () => {
  it('is one object literal of doc comments and forward lines, nothing else', () => {
    expect(lines.length).toBeGreaterThan(40);
    const other = lines.filter((line) => !methodLine.test(line) && !docLine.test(line));
    expect(other).toEqual([]);
  });

  it('gives every method its one-line doc comment, and lists each name once', () => {
    const names: string[] = [];
    lines.forEach((line, index) => {
      const name = methodLine.exec(line)?.[1];
      if (name === undefined) return;
      names.push(name);
      expect(lines[index - 1], name).toMatch(docLine);
    });
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['start', 'login', 'logout', 'setOnline', 'openJob', 'idle']),
    );
  });
});
