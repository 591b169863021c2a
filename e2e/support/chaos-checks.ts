/**
 * What must hold after a chaos cycle, read from the gateway (test routes), its
 * object store and the phone: every outcome applied exactly once with the
 * right fields; each photo and signature stored once (the portrait upright,
 * within 800×800); the outbox empty or holding only entries that need the
 * driver's attention; no job the driver saved still marked as not synced.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { messages } from '@domain/app/messages';
import { JobOutcomeStatus, SuspendReason } from '@domain/job/enums';
import type { ChaosJob } from './chaos-jobs';
import { NUDGE_MS, type ChaosPhone, type StoredOutboxEntry } from './chaos-phone';
import type { WorkKind } from './chaos-schedule';
import { FAILURE_REASON, SIGNED_BY, SUSPEND_NOTE } from './chaos-work';
import { gatewayJob, gatewayJobUpdates } from './demo-jobs';
import { jobObjects } from './object-store-contents';
import { inspectObjects, isUprightPortrait, signaturesAndPhotos } from './stored-photos';

/** A job the driver worked in a cycle, the notice the save showed (null: a fault came first), and whether the office completed it meanwhile. */
export interface WorkedJob {
  job: ChaosJob;
  kind: WorkKind;
  notice: string | null;
  office: boolean;
}

const outcomeOf: Record<WorkKind, JobOutcomeStatus> = {
  complete: JobOutcomeStatus.JobComplete,
  fail: JobOutcomeStatus.Failed,
  suspend: JobOutcomeStatus.Suspended,
};

/** The outcome the gateway must end with: the driver's, or (the policy: an admin's outcome wins) the office's completion. */
function expectedOutcome({ kind, office }: WorkedJob): JobOutcomeStatus {
  return office ? JobOutcomeStatus.JobComplete : outcomeOf[kind];
}

/** Photos and signatures each kind of work stores. */
const objectsOf: Record<WorkKind, { signatures: number; photos: number }> = {
  complete: { signatures: 1, photos: 1 },
  fail: { signatures: 0, photos: 1 },
  suspend: { signatures: 0, photos: 0 },
};

function describeEntry(entry: StoredOutboxEntry): string {
  const state = entry.state ?? 'pending';
  const why = entry.attention?.message ?? entry.lastError ?? 'no error';
  return `${entry.kind} ${entry.jobId} (${state}, ${entry.attempts ?? 0} attempts: ${why})`;
}

/** Entries still waiting to be sent (anything but "needs attention"). */
export async function waitingEntries(phone: ChaosPhone): Promise<StoredOutboxEntry[]> {
  return (await phone.outbox()).filter((entry) => entry.state !== 'attention');
}

/**
 * Waits until nothing waits in the phone's outbox and the gateway holds every
 * worked outcome, bringing the app to the front every few seconds (as a driver
 * checking the phone does: each time a sync pass starts).
 */
export async function waitForSettled(
  phone: ChaosPhone,
  request: APIRequestContext,
  worked: readonly WorkedJob[],
  timeout = 60_000,
): Promise<void> {
  let nudged = Date.now();
  await expect
    .poll(
      async () => {
        if (Date.now() - nudged > NUDGE_MS) {
          nudged = Date.now();
          await phone.bringToFront();
        }
        const waiting = (await waitingEntries(phone)).map(describeEntry);
        const missing: string[] = [];
        for (const done of worked) {
          const stored = await gatewayJob(request, done.job.id);
          if (stored.job_outcome_status !== expectedOutcome(done))
            missing.push(`${done.kind} ${done.job.id}`);
        }
        return { waiting, missing };
      },
      { timeout, intervals: [500], message: `phone ${phone.index} settles within ${timeout / 1000} s` },
    )
    .toEqual({ waiting: [], missing: [] });
}

/** The driver's changes the gateway refused and kept as records (GET /__test/job-conflicts). */
async function keptConflicts(request: APIRequestContext, jobId: string): Promise<unknown[]> {
  const response = await request.get(`/__test/job-conflicts?jobId=${encodeURIComponent(jobId)}`);
  expect(response.ok(), `job conflicts of ${jobId}`).toBe(true);
  return (await response.json()) as unknown[];
}

/** The driver's outcome and its fields, applied exactly once. */
async function checkDriverOutcome(request: APIRequestContext, { job, kind }: WorkedJob, label: string) {
  const updates = await gatewayJobUpdates(request, job.id);
  expect(
    updates.map((u) => `${u.kind} ${u.payload.job_outcome_status}`),
    `${label}: applied exactly once`,
  ).toEqual([`driver ${outcomeOf[kind]}`]);
  const stored = await gatewayJob(request, job.id);
  if (kind === 'complete') expect(stored.signed_by, `${label}: signed by`).toBe(SIGNED_BY);
  if (kind === 'fail') {
    expect(stored.delivery_job.job_failed_reason, `${label}: reason`).toBe(FAILURE_REASON.id);
  }
  if (kind === 'suspend') {
    expect(Number(stored.job_suspend_reason), `${label}: reason`).toBe(SuspendReason.Lunch);
    const notes = (stored.customer[0]?.notes ?? []).filter((note) => note.note === SUSPEND_NOTE);
    expect(notes, `${label}: the note once`).toHaveLength(1);
  }
  return stored;
}

/** The policy's answer to an office change: the admin's completion stands, the driver's change kept once as a record. */
async function checkOfficeWon(request: APIRequestContext, { job }: WorkedJob, label: string) {
  const updates = await gatewayJobUpdates(request, job.id);
  expect(
    updates.map((u) => u.kind),
    `${label}: only the admin's completion applied`,
  ).toEqual(['admin']);
  expect(await keptConflicts(request, job.id), `${label}: the driver's change kept once`).toHaveLength(1);
  return gatewayJob(request, job.id);
}

/** Checks one worked job at the gateway and in the object store. */
export async function checkWorkedJob(
  phone: ChaosPhone,
  request: APIRequestContext,
  worked: WorkedJob,
): Promise<void> {
  const { job, kind, office } = worked;
  const label = `${kind} ${job.id}${office ? ' (completed by the office)' : ''}`;
  const stored = office
    ? await checkOfficeWon(request, worked, label)
    : await checkDriverOutcome(request, worked, label);
  expect(stored.job_outcome_status, `${label}: outcome`).toBe(expectedOutcome(worked));

  // The driver's evidence is stored once either way (uploaded before the change was sent).
  const inspected = await inspectObjects(phone.page, request, await jobObjects(request, job.id));
  const { signatures, photos } = signaturesAndPhotos(inspected);
  expect(
    { signatures: signatures.length, photos: photos.length },
    `${label}: each photo and signature stored once`,
  ).toEqual(objectsOf[kind]);
  if (kind === 'complete') {
    expect(isUprightPortrait(photos[0]!), `${label}: the delivered photo upright, 600×800`).toBe(true);
  }
  if (office) {
    const notices = phone.page.getByRole('region', { name: 'Changed by the office' });
    await expect(notices.getByRole('link', { name: `Open job for ${job.customerName}` })).toBeVisible();
    return;
  }
  if (kind === 'complete') {
    expect(stored.signature, `${label}: the signature linked`).toContain(signatures[0]!.object.key);
  }
  const gallery = stored.job_activity_gallery ?? [];
  expect(
    gallery.map((image) => image.status),
    `${label}: every photo linked once, uploaded`,
  ).toEqual(photos.map(() => 'down'));
}

/** The phone's side: no entry outside "needs attention", no worked job marked as not synced. */
export async function checkPhone(phone: ChaosPhone): Promise<void> {
  const entries = await phone.outbox();
  expect(entries.filter((e) => e.state !== 'attention').map(describeEntry), 'nothing left waiting').toEqual(
    [],
  );
  expect(entries.map(describeEntry), 'no refusal: nothing here needs the driver').toEqual([]);
  await expect(phone.page.getByText(messages.notSynced)).toHaveCount(0);
}
