/** Turns a DayPlan into the manifests and jobs of that day (ids are stable per day, so seeding is idempotent). */
import { addDays } from '@domain/time/dates';
import type { Customer, Job, Manifest, Note, Product } from '@domain/job/job';
import { jobNumberFromId } from '@domain/job/job-number';
import { NoteType } from '@domain/job/enums';
import { catalogue } from './demo-products';
import { demoCustomers } from './demo-customers';
import type { DayPlan, JobPlan, NotePlan, ProductPlan } from './demo-plan-types';

/** One day's demo data for one driver. */
export interface DemoDay {
  date: string;
  branch: string;
  driverid: string;
  manifests: Manifest[];
  jobs: Job[];
}

function at(day: string, time: string): string {
  return `${day}T${time}:00`;
}

function compact(day: string): string {
  return day.replaceAll('-', '');
}

function note(plan: NotePlan, jobDay: string, id: string): Note {
  return {
    id,
    type: plan.type,
    note: plan.text,
    date: at(addDays(jobDay, -plan.daysBefore), plan.time),
    new: false,
  };
}

/** The product's notes: Product Notes (type 1) already stored (not new), dated at the job's start. */
function productNotes(plan: ProductPlan, id: string, date: string): Note[] {
  return (plan.notes ?? []).map((text, i) => ({
    id: `${id}-n${i + 1}`,
    type: NoteType.ProductNote,
    note: text,
    date,
    new: false,
  }));
}

function product(plan: ProductPlan, id: string, start: string): Product {
  const item = catalogue[plan.item];
  const [s, m, l] = plan.glides ?? [0, 0, 0];
  return {
    id,
    name: item.name,
    description: item.description,
    job_type: plan.type,
    attributes: { colour: item.colour, manufacturer: item.manufacturer },
    additional_attributes: { glide_s_quantity: s, glide_m_quantity: m, glide_l_quantity: l },
    outcome_status: 0,
    parts_required: plan.partsRequired ?? false,
    notes: productNotes(plan, id, start),
    after_images: [],
    delivery_job: {
      planned_quantity: plan.qty,
      delivered_quantity: plan.delivered ?? 0,
      new_delivered_quantity: null,
      damage_reason: null,
      delivery_issue: null,
    },
  };
}

function customer(plan: JobPlan, day: string, jobNumber: string): Customer {
  const c = demoCustomers.get(plan.customer);
  if (!c) throw new Error(`Unknown demo customer ${plan.customer}`);
  return {
    id: c.id,
    name: c.name,
    address_1: c.address_1,
    address_2: c.address_2,
    town: c.town,
    postcode: c.postcode,
    contacts: [
      { name: 'Mobile', number: c.mobile },
      { name: 'Work', number: c.work },
    ],
    notes: plan.notes.map((n, i) => note(n, day, `${jobNumber}-${i + 1}`)),
    sales: { name: 'Jo Bennett', store: 'Doorstep Trafford Park', delivery_date: day },
  };
}

function job(plan: JobPlan, day: string, manifest: Manifest, branch: string): Job {
  const id = `DS-${compact(day)}${branch}${String(plan.seq).padStart(2, '0')}`;
  const jobNumber = jobNumberFromId(id);
  const done = plan.outcome !== 3;
  return {
    id,
    manifest_id: manifest.id,
    start_time: at(day, plan.slot[0]),
    end_time: at(day, plan.slot[1]),
    arrival_time: plan.visit ? at(day, plan.visit[0]) : null,
    departure_time: plan.visit?.[1] ? at(day, plan.visit[1]) : null,
    arrived_at_drop: Boolean(plan.visit),
    arrived_time: plan.visit ? at(day, plan.visit[0]) : null,
    job_type: plan.jobType,
    job_outcome_status: plan.outcome,
    job_outcome_time: done && plan.visit ? at(day, plan.visit[1] ?? plan.visit[0]) : null,
    job_suspend_reason: plan.suspendReason ?? 0,
    task_outcome_status: plan.task ?? null,
    visit_status: plan.visitStatus ?? 1,
    active: false,
    changed: false,
    requiresSync: false,
    collectionProcessed: false,
    collectionPhaseComplete: false,
    signature: null,
    payment_type: plan.paymentType ?? null,
    job_activity_gallery: [],
    customer: [customer(plan, day, jobNumber)],
    products: plan.products.map((p, i) => product(p, `P${jobNumber}${i + 1}`, at(day, plan.slot[0]))),
    delivery_job: {
      order_number: `SO${jobNumber}`,
      retailer_id: plan.retailer,
      job_failed_reason: plan.failedReason ?? null,
      damage_reason: null,
      account_balance: plan.balance ?? 0,
      balance_collected: false,
      balanceCollected: false,
      balance_paid: false,
      balance_reason: 0,
      is_collected: false,
    },
  };
}

/** The day's manifests and jobs for today's date. */
export function buildDemoDay(plan: DayPlan, today: string): DemoDay {
  const date = addDays(today, plan.offsetDays);
  const manifests = plan.manifests.map((m, i) => ({
    id: `MAN-${compact(date)}-${plan.branch}${i + 1}`,
    vehicle_id: m.vehicle,
    start_time: at(date, m.slot[0]),
    end_time: at(date, m.slot[1]),
  }));
  const jobs = plan.jobs.map((j) => {
    const manifest = manifests[j.manifest];
    if (!manifest) throw new Error(`Job ${j.seq} names a missing manifest`);
    return job(j, date, manifest, plan.branch);
  });
  return { date, branch: plan.branch, driverid: plan.driverid, manifests, jobs };
}
