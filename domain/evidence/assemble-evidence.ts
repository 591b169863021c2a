/**
 * Assembles a job's evidence record (issue 14) from plain inputs: the gateway
 * from its tables and object store, the phone from its local store. Pure: the
 * same inputs give the same record. Events are in time order (`at`); events of
 * the same moment keep the order risk assessment, arrival, visit, outcome,
 * report, balance, proof, conflict. The digest is left empty (recordDigest fills it).
 */
import { jobTypeLabelOf } from '../job/job-summary';
import { retailerIdOf } from '../job/retailer';
import { jobNumberFromId } from '../job/job-number';
import type { EvidenceRecord, RecordEvent, RecordJob } from './evidence-record';
import { imageReader } from './record-images';
import type { RecordInputs } from './evidence-inputs';
import { conflictEvent, riskAssessmentEvent } from './evidence-conflicts';
import { outcomeEvents } from './evidence-outcome';
import { arrivalEvent, positionsOfJob } from './record-positions';
import { balanceEvent } from './record-balance';
import { visitEvent } from './record-visit';

const KIND_ORDER: readonly RecordEvent['kind'][] = [
  'riskAssessment',
  'arrival',
  'visit',
  'outcome',
  'report',
  'balance',
  'proof',
  'conflict',
];

/** The job part of the record. */
export function recordJob(inputs: Pick<RecordInputs, 'job' | 'placement'>): RecordJob {
  const { job, placement } = inputs;
  const customer = job.customer[0];
  return {
    id: job.id,
    jobNumber: jobNumberFromId(job.id),
    jobDate: job.start_time.slice(0, 10),
    type: jobTypeLabelOf(job),
    retailer: retailerIdOf(job),
    orderNumber: job.delivery_job.order_number,
    customerName: customer?.name ?? '',
    addressLines: [customer?.address_1, customer?.address_2, customer?.town].filter(
      (line): line is string => typeof line === 'string' && line.trim() !== '',
    ),
    postcode: customer?.postcode ?? '',
    driverId: placement.driverId,
    branch: placement.branch,
    items: job.products.map((product) => ({
      id: String(product.id),
      name: product.name,
      planned: product.delivery_job.planned_quantity,
      delivered: product.delivery_job.delivered_quantity,
    })),
  };
}

/** Events in time order; the same moment in KIND_ORDER; otherwise as given (a stable sort). */
export function inTimeOrder(events: readonly RecordEvent[]): RecordEvent[] {
  return [...events].sort(
    (a, b) =>
      (a.at < b.at ? -1 : a.at > b.at ? 1 : 0) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
}

/** The evidence record of the inputs' job, digest ''. */
export function assembleRecord(inputs: RecordInputs): EvidenceRecord {
  const image = imageReader(inputs.images);
  const positions = positionsOfJob(inputs.heartbeats, inputs.job.id);
  const arrival = arrivalEvent(positions, inputs.customerPosition);
  const balance = balanceEvent(inputs);
  const visit = visitEvent(inputs.job, inputs.updates);
  const events: RecordEvent[] = [
    ...inputs.riskAssessments.map((risk) => riskAssessmentEvent(risk, image)),
    ...(arrival ? [arrival] : []),
    ...(visit ? [visit] : []),
    ...outcomeEvents({ inputs, positions, image }),
    ...(balance ? [balance] : []),
    ...inputs.conflicts.map((conflict) => conflictEvent(conflict, inputs.updates, inputs.reasonCodes)),
  ];
  return { job: recordJob(inputs), events: inTimeOrder(events), source: inputs.source, digest: '' };
}
