// The admin's job search under hostile q and page values: LIKE's wildcards (% and _) and escape
// (\), whitespace, NUL, lone surrogates, very long strings, unicode whose upper case differs between
// JavaScript and PostgreSQL. Every answer is a 200 whose hits are exactly the branch's jobs that contain the
// query literally (a model computed here without LIKE), or a 400 with a message; never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { EvidenceSearchPage } from '@domain/evidence/evidence-record';
import { unstorableTextProblem } from '@server/http/untrusted-text';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@server/routes/evidence-record-routes';
import { demoAdmin } from '@server/seed/demo-accounts';
import { SEARCH_PAGE_SIZE, searchKey } from '@server/store/job-search';
import { percentEncode } from './fuzz-arbitraries';
import { hostilePage, hostileQuery } from './job-search-arbitraries';
import { FUZZ_RUNS, FUZZ_SEED } from './fuzz-property';
import { startTestGateway } from './test-gateway';
import type { TestGateway } from './test-gateway';

/** A job of branch 1 as the model searches it: its fields upper-cased by the database, spaces removed. */
interface ModelJob {
  id: string;
  jobDate: string;
  keys: string[];
}

/** An order number holding LIKE's special characters and letters whose upper case differs in JS. */
const WILD_ORDER = 'Wild%_\\ßé-42';

let gw: TestGateway;
let admin: Record<string, string>;
let jobs: ModelJob[];
let fragments: string[];

/** Gives one job of the branch the wild order number (and one of branch 2, which must never be found). */
async function plantWildOrder(branch: string): Promise<void> {
  await gw.db.query(
    `UPDATE jobs SET document = jsonb_set(document, '{delivery_job,order_number}', to_jsonb($2::text))
     WHERE id = (SELECT id FROM jobs WHERE branch = $1 ORDER BY id LIMIT 1)`,
    [branch, WILD_ORDER],
  );
}

beforeAll(async () => {
  gw = await startTestGateway();
  admin = await gw.headersFor(demoAdmin);
  await plantWildOrder('1');
  await plantWildOrder('2');
  const rows = await gw.db.query<{ id: string; job_date: string; fields: (string | null)[]; keys: string[] }>(
    `SELECT id, job_date, ARRAY[id, job_number, order_number, postcode] AS fields,
            ARRAY[upper(id), upper(job_number), upper(coalesce(order_number, '')),
                  upper(coalesce(postcode, ''))] AS keys
     FROM (SELECT id, job_date, job_number, document->'delivery_job'->>'order_number' AS order_number,
                  document->'customer'->0->>'postcode' AS postcode FROM jobs WHERE branch = '1') AS branch_jobs`,
  );
  jobs = rows.map((row) => ({
    id: row.id,
    jobDate: row.job_date,
    keys: row.keys.map((key) => key.replaceAll(' ', '')),
  }));
  fragments = rows
    .flatMap((row) => row.fields.filter((field): field is string => field !== null))
    .slice(0, 40);
}, 120_000);
afterAll(() => gw.close());

/** The database's upper case of a text (the search's case rule). */
async function dbUpper(text: string): Promise<string> {
  const [row] = await gw.db.query<{ u: string }>('SELECT upper($1) AS u', [text]);
  return row?.u ?? '';
}

/** Whether the route must refuse the q and page (400). */
function refused(q: string, page: string | undefined): boolean {
  if (unstorableTextProblem(q) !== null || unstorableTextProblem(page ?? '') !== null) return true;
  const text = q.trim();
  if (searchKey(text).length < SEARCH_MIN_CHARS || text.length > SEARCH_MAX_CHARS) return true;
  if (page === undefined) return false;
  const n = Number(page);
  return !/^-?\d+$/.test(page.trim()) || !Number.isInteger(n) || n < 1 || n > 10_000;
}

async function search(q: string, page?: string): Promise<Response> {
  const query = `q=${percentEncode(q)}${page === undefined ? '' : `&page=${percentEncode(page)}`}`;
  return gw.request(`${apiPaths.jobSearch}?${query}`, { headers: admin });
}

/** Checks one search against the model; throws what is wrong. */
async function checkSearch(q: string, page: string | undefined): Promise<void> {
  const res = await search(q, page);
  const body = (await res.json()) as EvidenceSearchPage & { message?: string };
  const shown = `q=${JSON.stringify(q.slice(0, 80))} page=${JSON.stringify(page)}`;
  if (refused(q, page)) {
    expect([shown, res.status, typeof body.message]).toEqual([shown, 400, 'string']);
    return;
  }
  expect([shown, res.status]).toEqual([shown, 200]);
  const wanted = await dbUpper(searchKey(q.trim()));
  const matching = jobs.filter((job) => job.keys.some((key) => key.includes(wanted)));
  const pageNumber = page === undefined ? 1 : Number(page);
  const onPage = Math.min(
    SEARCH_PAGE_SIZE,
    Math.max(0, matching.length - (pageNumber - 1) * SEARCH_PAGE_SIZE),
  );
  expect([shown, body.total, body.page, body.hits.length]).toEqual([
    shown,
    matching.length,
    pageNumber,
    onPage,
  ]);
  const ids = new Set(matching.map((job) => job.id));
  expect(body.hits.filter((hit) => !ids.has(hit.id))).toEqual([]);
  const dates = body.hits.map((hit) => hit.jobDate);
  expect(dates).toEqual([...dates].sort().reverse());
}

describe('the job search under hostile q and page', () => {
  it('matches %, _ and \\ literally and compares letter case as the database does', async () => {
    for (const q of ['%%', '__', '_%', '\\\\']) {
      expect([q, ((await (await search(q)).json()) as EvidenceSearchPage).total]).toEqual([q, 0]);
    }
    // Letters outside ASCII fold only where the database's locale folds them (PGlite does; a PostgreSQL made
    // with the C locale does not): both sides go through the same upper(), so only ASCII folding is asserted.
    for (const q of ['%_', 'd%_\\', 'WILD%_\\ß', 'wild%_\\ßé', 'ßé-4']) {
      const page = (await (await search(q)).json()) as EvidenceSearchPage;
      expect([q, page.hits.map((hit) => hit.orderNumber)]).toEqual([q, [WILD_ORDER]]);
    }
  });

  it('answers every q and page with the model’s hits or a 400, never a 5xx', async () => {
    await fc.assert(fc.asyncProperty(hostileQuery([...fragments, WILD_ORDER]), hostilePage, checkSearch), {
      numRuns: FUZZ_RUNS,
      seed: FUZZ_SEED,
      endOnFailure: true,
    });
  }, 120_000);
});
