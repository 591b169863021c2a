/**
 * The sync bar counts what the driver did. Three jobs done
 * offline, two with a risk assessment, one failed with a photo, one delivered
 * with a photo and the customer's signature: 3 jobs waiting, 5 changes, 3
 * photos of which 1 signature.
 */
import { describe, expect, it } from 'vitest';
import { JobOutcomeStatus, JobType, SuspendReason } from '@domain/job/enums';
import { DEFAULT_RETAILER_CODE } from '@domain/app/constants';
import { emptyRiskAnswers } from '@domain/risk-assessment/risk-assessment-form';
import { TypedJobPicker, addDelivered, signatureBlob } from '../support/completion-support';
import { photoFile } from '../support/test-photos';
import { useTestGateway } from '../support/gateway-per-file';

const gateway = useTestGateway({ testRoutes: true });
const picker = new TypedJobPicker();

describe('unsent work counted in the driver’s words', () => {
  it('counts jobs, changes, photos and signatures as the driver made them, and none once sent', async () => {
    const h = await gateway.loggedIn();
    await h.engine.setOnline(false);
    const delivered = picker.next(h, JobType.DeliveryOrItemsToDeliver);
    const [failed, suspended] = h
      .latest()
      .jobs.filter((job) => job.id !== delivered.id && job.job_outcome_status === JobOutcomeStatus.NotStarted)
      .filter((job) => String(job.delivery_job.retailer_id) === DEFAULT_RETAILER_CODE);
    if (!failed || !suspended) throw new Error('two more not-started jobs of the default retailer needed');

    for (const job of [failed, suspended]) {
      await h.engine.submitRiskAssessment({ jobId: job.id, answers: emptyRiskAnswers(), photos: {} });
    }
    await h.engine.failJob({ jobId: failed.id, reasonIds: [1001], photo: photoFile() });
    await h.engine.suspendJob({ jobId: suspended.id, reason: SuspendReason.Lunch, note: 'Lunch' });
    await addDelivered(h, delivered.id);
    await h.engine.completeSignaturePass({
      jobId: delivered.id,
      customerName: 'Ann Lee',
      signature: signatureBlob(),
    });

    expect(h.latest().sync).toMatchObject({
      state: 'offline',
      pendingJobs: 3,
      pendingChanges: 5,
      pendingPhotos: 3,
      pendingSignatures: 1,
      attention: 0,
    });

    await h.engine.setOnline(true);
    await h.engine.idle();
    expect(h.latest().sync).toMatchObject({
      state: 'idle',
      pendingJobs: 0,
      pendingChanges: 0,
      pendingPhotos: 0,
      pendingSignatures: 0,
    });
    await h.engine.close();
  });
});
