import { describe, expect, it } from 'vitest';
import { JobType } from '@domain/job/enums';
import {
  isDeliveryJob,
  isJobTypeReading,
  isServiceCall,
  readingForRetailer,
  readingOf,
} from '@domain/job/job-type-reading';
import { makeJob } from '../support/job-fixture';

describe('the reading of job types 1 and 3', () => {
  const setting = { default: 'service' as const, byRetailer: { PINE: 'delivery' as const } };

  it('gives a retailer its override, every other retailer the deployment default', () => {
    expect(readingForRetailer(setting, 'PINE')).toBe('delivery');
    expect(readingForRetailer(setting, 'OAK')).toBe('service');
    expect(readingForRetailer(setting, 'toString')).toBe('service');
  });

  it('reads a job without one as the Service reading', () => {
    expect(readingOf(makeJob())).toBe('service');
    expect(readingOf(makeJob({ job_type_reading: 'delivery' }))).toBe('delivery');
    expect(isJobTypeReading('delivery')).toBe(true);
    expect(isJobTypeReading('Service')).toBe(false);
  });

  it('makes type 1 a service call or a delivery, never both', () => {
    const service = makeJob({ job_type: JobType.ServiceOrDelivery, job_type_reading: 'service' });
    const delivery = makeJob({ job_type: JobType.ServiceOrDelivery, job_type_reading: 'delivery' });
    expect([isServiceCall(service), isDeliveryJob(service)]).toEqual([true, false]);
    expect([isServiceCall(delivery), isDeliveryJob(delivery)]).toEqual([false, true]);
    for (const reading of ['service', 'delivery'] as const) {
      const three = makeJob({ job_type: JobType.DeliveryOrItemsToDeliver, job_type_reading: reading });
      expect([isServiceCall(three), isDeliveryJob(three)]).toEqual([false, true]);
    }
  });
});
