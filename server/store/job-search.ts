/**
 * The admin's job search: jobs of one branch on any date whose id,
 * job number, order number or first customer's postcode contains the query,
 * letter case and spaces aside; newest job date first, a page at a time. The
 * query is matched literally: LIKE's wildcards (% and _) and its escape
 * character (a backslash) in it stand for themselves.
 */
import { jobOutcomeLabels } from '@domain/job/enums';
import type { JobOutcomeStatus } from '@domain/job/enums';
import type { EvidenceSearchPage } from '@domain/evidence/evidence-record';
import type { Database } from '../db/database';

/** Hits per page. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * A query as the search compares it: no whitespace. Letter case is left to the
 * database's upper(), applied to the query and the columns alike (JavaScript's
 * toUpperCase differs from it: 'ß' becomes 'SS' there and 'ẞ' in PostgreSQL).
 */
export function searchKey(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The LIKE pattern of a search key: contains it, with %, _ and backslash escaped to stand for themselves. */
export function containsPattern(key: string): string {
  return `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A column as the search compares it: upper case, no spaces (stored values hold no other whitespace). */
const key = (sql: string) => `replace(upper(coalesce(${sql}, '')), ' ', '')`;

/** Whether the column expression contains the pattern ($2), both upper-cased by the database. */
const contains = (sql: string) => `${key(sql)} LIKE upper($2) ESCAPE '\\'`;

const MATCHES = `branch = $1 AND (
  ${contains('id')} OR ${contains('job_number')}
  OR ${contains("document->'delivery_job'->>'order_number'")}
  OR ${contains("document->'customer'->0->>'postcode'")})`;

interface HitRow {
  id: string;
  job_number: string;
  job_date: string;
  job_outcome_status: number;
  order_number: string | null;
  customer_name: string | null;
  postcode: string | null;
}

/** The page of the branch's jobs matching the query (page 1 first). */
export async function searchJobs(
  db: Database,
  branch: string,
  query: string,
  page: number,
): Promise<EvidenceSearchPage> {
  const pattern = containsPattern(searchKey(query));
  const [count] = await db.query<{ total: number | string }>(
    `SELECT count(*) AS total FROM jobs WHERE ${MATCHES}`,
    [branch, pattern],
  );
  const rows = await db.query<HitRow>(
    `SELECT id, job_number, job_date, job_outcome_status,
            document->'delivery_job'->>'order_number' AS order_number,
            document->'customer'->0->>'name' AS customer_name,
            document->'customer'->0->>'postcode' AS postcode
     FROM jobs WHERE ${MATCHES} ORDER BY job_date DESC, id LIMIT $3 OFFSET $4`,
    [branch, pattern, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE],
  );
  return {
    hits: rows.map((row) => ({
      id: row.id,
      jobNumber: row.job_number,
      jobDate: row.job_date,
      orderNumber: row.order_number ?? '',
      customerName: row.customer_name ?? '',
      postcode: row.postcode ?? '',
      outcome: jobOutcomeLabels[row.job_outcome_status as JobOutcomeStatus] ?? String(row.job_outcome_status),
    })),
    page,
    pageSize: SEARCH_PAGE_SIZE,
    total: Number(count?.total ?? 0),
  };
}
