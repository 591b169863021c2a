// Two tabs = two engines over one IndexedDB: a change made and synced by one shows in the other.
import { describe, expect, it, vi } from 'vitest';
import { JobOutcomeStatus } from '@domain/job/enums';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway();

describe('engines of two open tabs', () => {
  it('see each other’s saves and syncs through the shared database', async () => {
    const first = await gateway.loggedIn();
    await first.engine.idle();
    const second = gateway.harness({ factory: first.factory });
    await second.start();
    await second.engine.idle();

    const job = first.latest().jobs.find((j) => j.job_outcome_status === JobOutcomeStatus.NotStarted)!;
    const inSecond = () => second.latest().jobs.find((j) => j.id === job.id);
    expect(inSecond()?.requiresSync).not.toBe(true);

    await first.engine.setOnline(false);
    const saved = await first.engine.suspendJob({ jobId: job.id, reason: 2, note: 'Lunch stop' });
    expect(saved.ok).toBe(true);
    await vi.waitFor(() => expect(inSecond()?.job_outcome_status).toBe(JobOutcomeStatus.Suspended));
    expect(inSecond()?.requiresSync).toBe(true);

    await first.engine.setOnline(true);
    await first.engine.idle();
    await vi.waitFor(() => expect(inSecond()?.requiresSync).toBe(false));
    await vi.waitFor(() => expect(second.latest().sync.pendingChanges).toBe(0));

    await second.engine.close();
    await first.engine.close();
  });
});
