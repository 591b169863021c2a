/**
 * What must hold after the engine read a jobs answer: nothing escaped; the
 * driver sees the product rule 8.5 message (or the gateway's own words) and the stored and
 * shown jobs are as they were, or every job shown renders, markup as text, and
 * is what is stored. An answer that ended the session logs the driver in again.
 */
import { expect } from 'vitest';
import { messages } from '@domain/app/messages';
import { todayIso } from '@domain/time/dates';
import { demoDriver } from '@server/seed/demo-accounts';
import type { AnswerFuzzEngine } from './answer-fuzz-engine';
import { answerWords, responseOf } from './hostile-answers';
import type { HostileAnswer } from './hostile-answers';
import { LIVE_MARKUP, renderedJob } from './rendered-job';

/** The driver's jobs call. */
export const JOBS_PATH = '/group-delivery-job-api/delivery/job/date/';

/** What a failed jobs fetch may say (product rule 8.5). */
const JOBS_MESSAGES: readonly string[] = [
  messages.serverDataError,
  messages.errorContactingServer,
  messages.thereWasAnErrorContactingServer,
  messages.errorFetchingJobs,
  messages.somethingWentWrong,
  messages.loginExpired,
];

/** Refreshes the list with the answer in place of the gateway's. */
export async function refreshWith(fuzz: AnswerFuzzEngine, answer: Response): Promise<void> {
  await fuzz.h.engine.dismissNotification();
  await fuzz.answering(JOBS_PATH, answer, async () => {
    await fuzz.h.engine.refresh();
    await fuzz.h.engine.idle();
  });
}

/** Refreshes with one hostile answer and checks what the driver is left with. */
export async function checkJobsAnswer(fuzz: AnswerFuzzEngine, answer: HostileAnswer): Promise<void> {
  const { h, storage } = fuzz;
  const today = todayIso(h.clock.now());
  const before = { day: await storage.readDay(today), jobs: h.latest().jobs };
  await refreshWith(fuzz, responseOf(answer));
  expect(await fuzz.escaped()).toEqual([]);
  const shown = h.latest();
  const message = shown.notification?.message ?? null;
  if (shown.login === null) {
    expect([messages.loginExpired, ...answerWords(answer)]).toContain(message);
    await h.login(demoDriver);
    return;
  }
  if (message !== null) {
    expect([...JOBS_MESSAGES, ...answerWords(answer)]).toContain(message);
    expect(await storage.readDay(today)).toEqual(before.day);
    expect(shown.jobs).toEqual(before.jobs);
    return;
  }
  for (const job of shown.jobs) {
    expect(job.requiresSync).not.toBe(true);
    expect(renderedJob(job)).not.toMatch(LIVE_MARKUP);
  }
  expect((await storage.readDay(today))?.jobs).toEqual(shown.jobs);
}
