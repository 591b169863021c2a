/**
 * A driver's change to a job made after the job's day has ended (saved and
 * sent after midnight; work saved on the job's own day may still be sent late,
 * tests/engine/sync/phone-late-offline-work.test.ts): the gateway refuses it (403), and the
 * app keeps it on the phone as a change that needs attention, with the gateway's reason.
 */
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@domain/gateway/api-shapes';
import { SuspendReason } from '@domain/job/enums';
import { messages } from '@domain/app/messages';
import { OTHER_DAY_MESSAGE } from '@domain/job/job-day';
import { JobPicker, jobUpdateRows } from '../support/gateway-inspection';
import { useTestGateway } from '../support/gateway-per-file';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far the gateway's clock runs ahead of the phone's. */
let gatewayAhead = 0;
const gateway = useTestGateway({ testRoutes: true, now: () => new Date(Date.now() + gatewayAhead) });
const picker = new JobPicker();

describe('defect 4: drivers can change earlier days’ jobs (the app’s side)', () => {
  it('keeps a refused update in the outbox, the job awaiting sync, and shows the gateway’s message', async () => {
    const h = await gateway.loggedIn();
    const job = picker.next(h.latest().jobs);
    gatewayAhead = DAY_MS;
    // The change is saved after midnight too: only work saved on the job's own day may be sent late.
    h.clock.advance(DAY_MS);
    try {
      const result = await h.engine.suspendJob({ jobId: job.id, reason: SuspendReason.Lunch, note: 'Lunch' });

      // Product rule 8.6: an update the gateway refuses while online is kept, with the "server error" notice…
      expect(result).toEqual({ ok: true, synced: false, message: messages.serverUpdateError });
      // …and the change needs attention, with the gateway's reason (a refusal stops retrying).

      expect(await jobUpdateRows(gateway.url, job.id)).toEqual([]);
      expect(h.latest().sync).toMatchObject({ state: 'idle', pendingChanges: 0, attention: 1 });
      expect(h.latest().attention).toMatchObject([
        { jobId: job.id, message: OTHER_DAY_MESSAGE, status: 403 },
      ]);
      expect(h.latest().jobs.find((j) => j.id === job.id)?.requiresSync).toBe(true);
      const storage = await h.openStorage();
      const entries = await storage.outboxEntries();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ jobId: job.id, state: 'attention', lastError: OTHER_DAY_MESSAGE });
      storage.close();

      const sent = h.requestsTo(apiPaths.jobUpdate).length;
      await h.engine.syncNow();
      expect(h.requestsTo(apiPaths.jobUpdate)).toHaveLength(sent);
      const again = await h.openStorage();
      expect(await again.outboxEntries()).toHaveLength(1);
      again.close();
    } finally {
      gatewayAhead = 0;
      await h.engine.close();
    }
  });
});
