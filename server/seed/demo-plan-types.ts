/** The shape of the demo data plans: one DayPlan per driver and day, relative to today. */
import type {
  JobOutcomeStatus,
  JobType,
  NoteType,
  SuspendReason,
  TaskOutcomeStatus,
} from '@domain/job/enums';
import type { CatalogueKey } from './demo-products';

/** A product on a job. */
export interface ProductPlan {
  item: CatalogueKey;
  /** 2 = to collect, 3 = to deliver, 1 = service item. */
  type: JobType;
  qty: number;
  /** Delivered quantity so far (default 0). */
  delivered?: number;
  partsRequired?: boolean;
  /** Glide quantities small, medium, large. */
  glides?: [number, number, number];
  /** Product notes (type 1), dated at the job's start, oldest first. */
  notes?: string[];
}

/** A customer note, dated some days before the job's day at a time 'HH:mm'. */
export interface NotePlan {
  type: NoteType;
  text: string;
  daysBefore: number;
  time: string;
}

/** One job. Times are 'HH:mm' on the plan's day. */
export interface JobPlan {
  /** Two-digit sequence in the job id (unique per day and branch). */
  seq: number;
  /** Index into the day's manifests. */
  manifest: number;
  customer: number;
  jobType: JobType;
  outcome: JobOutcomeStatus;
  task?: TaskOutcomeStatus;
  suspendReason?: SuspendReason;
  failedReason?: number;
  /** null exercises the default retailer code. */
  retailer: string | null;
  balance?: number;
  /** How the customer arranged to pay the balance (one of PAYMENT_TYPES' ids); none when absent. */
  paymentType?: string;
  slot: [start: string, end: string];
  /** Actual arrival and departure ('HH:mm'; departure null while on site). */
  visit?: [arrival: string, departure: string | null];
  visitStatus?: number;
  products: ProductPlan[];
  notes: NotePlan[];
}

/** A van's manifest for the day. */
export interface ManifestPlan {
  vehicle: string;
  slot: [start: string, end: string];
}

/** Everything one driver has on one day. */
export interface DayPlan {
  /** 0 = today, -1 = yesterday, … */
  offsetDays: number;
  branch: string;
  driverid: string;
  manifests: ManifestPlan[];
  jobs: JobPlan[];
}
