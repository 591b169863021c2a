// The engine reads hostile jobs, notes and reason codes answers (fields missing, of the wrong type,
// huge, with markup or invalid dates; cut off mid-stream, not JSON, empty) for a logged-in driver against
// the in-process gateway. Nothing escapes; the driver sees a readable list, notes and reasons, or the product rule 8.5
// message; a refused answer leaves what is stored as it was; markup stays text. FC_SEED / FC_RUNS replay a
// run, FC_RUNS raises the runs (e.g. FC_RUNS=500 npx vitest run tests/engine/fuzz/answers-fuzz.test.ts).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@domain/app/messages';
import { apiPaths } from '@domain/gateway/api-shapes';
import type { Job } from '@domain/job/job';
import { notesKey } from '@worker/jobs/job-notes';
import { jsonResponse } from '../support/engine-harness';
import { useTestGateway } from '../support/gateway-per-file';
import { useAnswerFuzzEngine } from './answer-fuzz-engine';
import { checkAnswers, fuzzTimeoutMs } from './fuzz-settings';
import { MARKUP, hostileAnswers } from './hostile-answers';
import { JOBS_PATH, checkJobsAnswer, refreshWith } from './jobs-answer-checks';
import { checkNotesAnswer, notesPath, notesWith } from './notes-answer-checks';
import { RETAILER, checkReasonCodesAnswer } from './reason-codes-answer-checks';
import { LIVE_MARKUP, renderedJob } from './rendered-job';

const FILE = 'answers-fuzz.test.ts';
const fuzz = useAnswerFuzzEngine(useTestGateway());

type Answer = { schedule: Record<string, unknown>[] } & Record<string, unknown>;
let jobs: Answer;
let job: Job;

beforeAll(async () => {
  jobs = (await fuzz.realAnswer(JOBS_PATH)) as Answer;
  const withNotes = fuzz.h.latest().jobs.find((j) => (j.customer[0]?.notes.length ?? 0) > 1);
  if (!withNotes) throw new Error('no job with notes');
  job = withNotes;
});

/** The real jobs answer with its first job changed. */
function withFirstJob(change: Record<string, unknown>): string {
  const [first, ...rest] = jobs.schedule;
  return JSON.stringify({ ...jobs, schedule: [{ ...first, ...change }, ...rest] });
}

describe('answers of another shape, and hostile answers', () => {
  it(
    'jobs: any answer leaves a readable list or the message of product rule 8.5, the stored jobs unchanged',
    async () => {
      const property = fc.asyncProperty(hostileAnswers(jobs), (answer) => checkJobsAnswer(fuzz, answer));
      await checkAnswers(FILE, 'jobs', property, 40);
    },
    fuzzTimeoutMs(40, 300),
  );

  it('jobs: a body cut off mid-stream, not JSON, empty or without a schedule is the server-data error', async () => {
    const text = JSON.stringify(jobs);
    for (const body of [text.slice(0, text.length / 2), '<html>502</html>', '', '{}', '{"schedule":{}}']) {
      await checkJobsAnswer(fuzz, { status: 200, body });
      expect(fuzz.h.latest().notification?.message).toBe(messages.serverDataError);
    }
  });

  it('jobs: a job of an unknown type or outcome, or without products, delivery details or id refuses the answer', async () => {
    const changes = [
      { job_type: 9 },
      { job_outcome_status: '1' },
      { products: 'sofa' },
      { delivery_job: null },
      { id: '' },
    ];
    for (const change of changes) {
      await checkJobsAnswer(fuzz, { status: 200, body: withFirstJob(change) });
      expect(fuzz.h.latest().notification?.message).toBe(messages.serverDataError);
    }
  });

  it('jobs: markup in names and notes stays text; odd optional fields and device flags are left out', async () => {
    const [first] = jobs.schedule as [{ id: string; customer: Record<string, unknown>[] }];
    const customer = {
      ...first.customer[0],
      name: MARKUP[0],
      notes: [
        { id: 1, type: 2, note: MARKUP[1], date: '2026-02-31T25:61:00' },
        { id: 2, type: 99, note: { html: MARKUP[0] }, date: 7 },
      ],
    };
    const odd = {
      requiresSync: true,
      changed: true,
      signature: 5,
      job_activity_gallery: 'none',
      visit_status: 'x',
    };
    await refreshWith(fuzz, jsonResponse(200, JSON.parse(withFirstJob({ ...odd, customer: [customer] }))));
    expect(fuzz.h.latest().notification).toBeNull();
    const shown = fuzz.h.latest().jobs.find((j) => j.id === first.id) as Job;
    expect(shown.customer[0]?.name).toBe(MARKUP[0]);
    expect(shown.customer[0]?.notes).toEqual([
      { id: 1, type: 2, note: MARKUP[1], date: '2026-02-31T25:61:00' },
    ]);
    for (const field of ['requiresSync', 'changed', 'signature', 'visit_status'])
      expect(shown).not.toHaveProperty(field);
    expect(shown.job_activity_gallery).toEqual([]);
    expect(renderedJob(shown)).toContain('&lt;script&gt;');
    expect(renderedJob(shown)).not.toMatch(LIVE_MARKUP);
  });

  it(
    'notes: any answer gives readable notes (text as sent), the cached copy or the message of product rule 8.2',
    async () => {
      expect((await fuzz.h.engine.loadNotes(job.id)).ok).toBe(true);
      const real = await fuzz.realAnswer(notesPath(job));
      const property = fc.asyncProperty(hostileAnswers(real), (answer) =>
        checkNotesAnswer(fuzz, job, answer),
      );
      await checkAnswers(FILE, 'notes', property, 40);
    },
    fuzzTimeoutMs(40, 300),
  );

  it('notes: markup is kept as plain text; a note that does not read is left out, the rest kept', async () => {
    const notes = [
      { id: 1, type: 2, note: MARKUP[0], date: '2026-11-25T10:00:00' },
      { id: 2, type: 2, note: 404, date: '2026-11-25T10:00:00' },
      null,
      { id: { x: 1 }, type: 'site', note: MARKUP[2], date: 'not a date', new: 'yes' },
    ];
    expect(await notesWith(fuzz, job, jsonResponse(200, { notes }))).toEqual({
      ok: true,
      cached: false,
      notes: [
        { id: 1, type: 2, note: MARKUP[0], date: '2026-11-25T10:00:00' },
        { id: '', type: 2, note: MARKUP[2], date: 'not a date' },
      ],
    });
  });

  it('notes: an answer of which no note reads keeps the cache and logs the server-data error', async () => {
    const before = await fuzz.storage.get(notesKey(job.id));
    expect(await notesWith(fuzz, job, jsonResponse(200, { notes: [1, 'two'] }))).toEqual({
      ok: true,
      notes: before,
      cached: true,
    });
    expect(fuzz.h.logs.at(-1)).toContain(messages.serverDataError);
  });

  it(
    'reason codes: any answer gives codes every tree shows whole, stored only when readable',
    async () => {
      await fuzz.h.engine.reasonCodes(RETAILER);
      const real = await fuzz.realAnswer(apiPaths.reasonCodes(RETAILER));
      const property = fc.asyncProperty(hostileAnswers(real), (answer) =>
        checkReasonCodesAnswer(fuzz, answer),
      );
      await checkAnswers(FILE, 'reason codes', property, 40);
    },
    fuzzTimeoutMs(40, 300),
  );
});
