/**
 * Checks a parsed JSON body before any route reads it: no nesting deeper than
 * a job update could ever need, and no key or string holding what PostgreSQL
 * cannot store. Walks with its own stack (never recursion), so a 10,000-deep
 * body is refused instead of overflowing.
 */
import { badRequest } from './api-error';
import { shownName, unstorableTextProblem } from './untrusted-text';

/** The deepest nesting a JSON body may have (a job update uses 5 levels). */
export const MAX_JSON_DEPTH = 32;

/** A container (object or array) met on the walk, with how it was reached. */
interface Container {
  value: object;
  depth: number;
  parent: Container | null;
  key: string | number | null;
}

const PLAIN_NAME = /^[A-Za-z_$][\w$]*$/;

function step(key: string | number): string {
  if (typeof key === 'number') return `[${key}]`;
  return PLAIN_NAME.test(key) ? `.${key}` : `[${shownName(key)}]`;
}

/** 'customer[0].notes[1].note' for a value under a container, or 'The body' for the root. */
function pathOf(parent: Container | null, key: string | number | null): string {
  const steps: string[] = key === null ? [] : [step(key)];
  for (let at = parent; at && at.key !== null; at = at.parent) steps.push(step(at.key));
  const path = steps.reverse().join('').replace(/^\./, '');
  return path === '' ? 'The body' : path;
}

/** Throws a 400 naming the problem and where it is; returns when the body may be read. */
export function checkJsonInput(root: unknown): void {
  const pending: Container[] = [];
  const visit = (value: unknown, parent: Container | null, key: string | number | null) => {
    if (typeof value === 'string') {
      const problem = unstorableTextProblem(value);
      if (problem) throw badRequest(`${pathOf(parent, key)} holds ${problem}`);
    } else if (typeof value === 'object' && value !== null) {
      const depth = (parent?.depth ?? 0) + 1;
      if (depth > MAX_JSON_DEPTH) {
        throw badRequest(`The body is nested more than ${MAX_JSON_DEPTH} levels deep`);
      }
      pending.push({ value, depth, parent, key });
    }
  };
  visit(root, null, null);
  for (;;) {
    const container = pending.pop();
    if (!container) return;
    if (Array.isArray(container.value)) {
      container.value.forEach((item: unknown, index) => visit(item, container, index));
      continue;
    }
    for (const [key, item] of Object.entries(container.value)) {
      const problem = unstorableTextProblem(key);
      if (problem) {
        const where = pathOf(container, null);
        throw badRequest(`A field name in ${where === 'The body' ? 'the body' : where} holds ${problem}`);
      }
      visit(item, container, key);
    }
  }
}
