/**
 * Assembles a job's evidence record from plain inputs: the gateway from its tables and object store, the
 * phone from its local store. Pure: the same inputs give the same record. Events are in time order (`at`);
 * events of the same moment keep the order risk assessment, arrival, visit, outcome, report, balance, proof,
 * conflict. The digest is left empty (evidenceDigest fills it).
 */
import { jobTypeLabelOf } from '../job/job-summary';
import { retailerIdOf } from '../job/retailer';
import { jobNumberFromId } from '../job/job-number';
import type { Job } from '../job/job';
import { riskQuestions } from '../risk-assessment/risk-assessment-form';
import type {
  EvidenceRecord,
  EvidenceActor,
  EvidenceEvent,
  EvidenceImage,
  EvidenceJob,
} from './evidence-record';
import { arrivalEvent, fieldOf, imageReader, positionsOfJob } from './evidence-inputs';
import type { ImageClaim, EvidenceInputs, EvidenceRiskInput, EvidenceUpdateInput } from './evidence-inputs';
import { conflictEvent } from './evidence-conflicts';
import { balanceEvent, outcomeEvents } from './evidence-outcome';

const KIND_ORDER: readonly EvidenceEvent['kind'][] = [
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
export function evidenceJob(inputs: Pick<EvidenceInputs, 'job' | 'placement'>): EvidenceJob {
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

/** The risk assessment as the record shows it. */
export function riskAssessmentEvent(
  risk: EvidenceRiskInput,
  image: (claim: ImageClaim) => EvidenceImage,
): EvidenceEvent {
  const answers = risk.payload.questions.map((q, index) => {
    const question = riskQuestions.find((known) => known.id === q.questionId);
    const number = /^q(\d+)$/.exec(q.questionId)?.[1] ?? String(index + 1);
    return {
      question: question?.text ?? q.questionId,
      answer: q.isTrue === null ? null : q.isTrue ? ('Yes' as const) : ('No' as const),
      comment: q.details,
      photos: (q.imageUrls ?? []).map((link) =>
        image({ link, label: `Risk assessment: question ${number}`, receivedAt: risk.receivedAt }),
      ),
    };
  });
  return {
    kind: 'riskAssessment',
    at: risk.payload.timestamp,
    receivedAt: risk.receivedAt,
    by: risk.by,
    answers,
  };
}

/** Events in time order; the same moment in KIND_ORDER; otherwise as given (a stable sort). */
export function inTimeOrder(events: readonly EvidenceEvent[]): EvidenceEvent[] {
  return [...events].sort(
    (a, b) =>
      (a.at < b.at ? -1 : a.at > b.at ? 1 : 0) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
}

/** The evidence record of the inputs' job, digest ''. */
export function assembleEvidence(inputs: EvidenceInputs): EvidenceRecord {
  const image = imageReader(inputs.images);
  const positions = positionsOfJob(inputs.heartbeats, inputs.job.id);
  const arrival = arrivalEvent(positions, inputs.customerPosition);
  const balance = balanceEvent(inputs);
  const visit = visitEvent(inputs.job, inputs.updates);
  const events: EvidenceEvent[] = [
    ...inputs.riskAssessments.map((risk) => riskAssessmentEvent(risk, image)),
    ...(arrival ? [arrival] : []),
    ...(visit ? [visit] : []),
    ...outcomeEvents({ inputs, positions, image }),
    ...(balance ? [balance] : []),
    ...inputs.conflicts.map((conflict) => conflictEvent(conflict, inputs.updates, inputs.reasonCodes)),
  ];
  return { job: evidenceJob(inputs), events: inTimeOrder(events), source: inputs.source, digest: '' };
}

/*
 * The record's visit: when the driver arrived and left, as the job holds them
 * (arrived_time, departure_time), and who set each: the first accepted update
 * that carried the time the job holds now (the driver's phone at arrival or at
 * the outcome, or an admin's form). A time nobody's update carried (planned by
 * the office) shows with nobody.
 */

type TimeField = 'arrived_time' | 'departure_time';

function timeOf(job: Job, field: TimeField): string | null {
  const value = job[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The first update that carried the time, or null. */
function setterOf(updates: readonly EvidenceUpdateInput[], field: TimeField, time: string | null) {
  if (time === null) return null;
  return updates.find((update) => fieldOf(update.payload, field) === time) ?? null;
}

/** The visit event, or null when the job holds neither an arrival nor a departure. */
export function visitEvent(job: Job, updates: readonly EvidenceUpdateInput[]): EvidenceEvent | null {
  const arrivedAt = timeOf(job, 'arrived_time');
  const departedAt = timeOf(job, 'departure_time');
  if (arrivedAt === null && departedAt === null) return null;
  const arrival = setterOf(updates, 'arrived_time', arrivedAt);
  const departure = setterOf(updates, 'departure_time', departedAt);
  const by = (update: EvidenceUpdateInput | null): EvidenceActor | null => update?.by ?? null;
  return {
    kind: 'visit',
    at: arrivedAt ?? departedAt ?? '',
    receivedAt: arrival?.receivedAt ?? departure?.receivedAt ?? null,
    arrivedAt,
    arrivalBy: by(arrival),
    departedAt,
    departureBy: by(departure),
  };
}
