/**
 * The deployment's reading of job types 1 and 3 (domain/job/job-type-reading.ts):
 * JOB_TYPE_1_READING is `service` (1 Service, 3 Delivery; the default) or
 * `delivery` (1 Delivery, 3 Items to deliver); JOB_TYPE_1_READING_BY_RETAILER
 * lists the retailers read the other way as `RETAILER:reading` pairs split by
 * commas. Unset, the demo's third retailer reads as Delivery, so the demo shows
 * both readings; set it empty for none. A job takes its retailer's reading when
 * it is planned, and keeps it.
 */
import type { JobTypeReading, JobTypeReadingSetting } from '@domain/job/job-type-reading';
import { isJobTypeReading } from '@domain/job/job-type-reading';
import { THIRD_RETAILER } from '../seed/demo-reason-codes';

type Env = Readonly<Record<string, string | undefined>>;

/** The setting when the environment says nothing. */
export const DEFAULT_JOB_TYPE_READING_SETTING: JobTypeReadingSetting = {
  default: 'service',
  byRetailer: { [THIRD_RETAILER]: 'delivery' },
};

function reading(value: string, name: string): JobTypeReading {
  if (!isJobTypeReading(value)) throw new Error(`${name} must be service or delivery`);
  return value;
}

/** The setting from JOB_TYPE_1_READING and JOB_TYPE_1_READING_BY_RETAILER; a bad value stops the start. */
export function jobTypeReadingSettingFromEnv(env: Env): JobTypeReadingSetting {
  const fallback = env.JOB_TYPE_1_READING?.trim();
  const pairs = env.JOB_TYPE_1_READING_BY_RETAILER;
  const byRetailer: Record<string, JobTypeReading> = {};
  if (pairs === undefined) Object.assign(byRetailer, DEFAULT_JOB_TYPE_READING_SETTING.byRetailer);
  for (const pair of (pairs ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const [retailer = '', value = '', extra] = pair.split(':').map((part) => part.trim());
    if (retailer === '' || extra !== undefined) {
      throw new Error('JOB_TYPE_1_READING_BY_RETAILER must be RETAILER:reading pairs split by commas');
    }
    byRetailer[retailer] = reading(value, `JOB_TYPE_1_READING_BY_RETAILER (${retailer})`);
  }
  return {
    default: fallback ? reading(fallback, 'JOB_TYPE_1_READING') : DEFAULT_JOB_TYPE_READING_SETTING.default,
    byRetailer,
  };
}
