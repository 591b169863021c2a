/**
 * Annotated photos: a photo saved from the editor's drawing is marked annotated on the phone,
 * travels so in the job update (offline, sent on reconnect) and reaches the gateway's job and its
 * evidence record; the driver's Evidence view from local data marks it too. Real HTTP to the gateway.
 */
import { describe, expect, it } from 'vitest';
import { JobType } from '@domain/job/enums';
import type { EvidenceRecord, EvidenceImage } from '@domain/evidence/evidence-record';
import {
  TypedJobPicker,
  addDelivered,
  byPurpose,
  cachedPhotosOf,
  ok,
  signatureBlob,
} from '../support/completion-support';
import { gatewayJob } from '../support/gateway-inspection';
import { pngBytes } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new TypedJobPicker();

/** The delivered photos of the record's proof event. */
function proofPhotos(evidence: EvidenceRecord | null): EvidenceImage[] {
  const proof = evidence?.events.find((event) => event.kind === 'proof');
  return proof?.kind === 'proof' ? proof.photos : [];
}

describe('hole: a photo drawn on in the editor was never marked annotated', () => {
  it('sends the edited photo annotated; the gateway’s job, its record and the phone’s record keep the mark', async () => {
    const h = await gateway.loggedIn();
    await h.engine.setOnline(false);
    const job = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const [taken] = byPurpose(await cachedPhotosOf(h, (await addDelivered(h, job.id)).id), 'delivered');
    if (!taken) throw new Error('delivered photo not cached');
    expect(taken.annotated).toBeUndefined();

    const drawing = new Blob([pngBytes(9, 9)], { type: 'image/png' });
    const edited = ok(await h.engine.replaceJobPhoto(job.id, taken.id, drawing));
    const [drawn] = byPurpose(await cachedPhotosOf(h, job.id), 'delivered');
    if (!drawn) throw new Error('edited photo not cached');
    expect(drawn).toMatchObject({ annotated: true, status: 'up' });
    expect(edited.job_activity_gallery).toEqual([expect.objectContaining({ id: drawn.id, annotated: true })]);

    const done = await h.engine.completeSignaturePass({
      jobId: job.id,
      customerName: 'Ann Lee',
      signature: signatureBlob(),
    });
    expect(done).toMatchObject({ ok: true, synced: false });
    await h.engine.setOnline(true);
    await h.engine.syncNow();

    const stored = await gatewayJob(gateway.url, job.id);
    expect(stored.job_activity_gallery).toContainEqual(
      expect.objectContaining({ id: drawn.id, status: 'down', annotated: true }),
    );
    const evidence = await h.engine.jobEvidence(job.id);
    expect(proofPhotos(evidence.ok ? evidence.value : null)).toEqual([
      expect.objectContaining({ ref: expect.any(String) as unknown, annotated: true, integrity: 'match' }),
    ]);
    expect(proofPhotos(await h.engine.localJobEvidence(job.id))).toEqual([
      expect.objectContaining({ ref: drawn.id, annotated: true }),
    ]);
    await h.engine.close();
  });
});
