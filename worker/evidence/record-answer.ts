/**
 * Reads the gateway's evidence record and search answers defensively: an
 * answer that does not have the shape the record page draws is refused as a
 * whole (null), so the page shows a clear message instead of crashing.
 */
import type {
  EvidenceRecord,
  RecordActor,
  RecordAnswer,
  RecordEvent,
  RecordImage,
  RecordIssue,
  RecordItem,
  RecordJob,
  RecordSearchHit,
  RecordSearchPage,
  RecordVersion,
} from '@domain/evidence/evidence-record';
import { hasTexts, isListOf, isNumber, isObject, isTextList, isTextOrNull } from './shape-checks';

const INTEGRITY = ['match', 'mismatch', 'unchecked', 'missing'];

function isImage(value: unknown): value is RecordImage {
  if (!isObject(value) || !hasTexts(value, ['ref', 'label', 'contentType'])) return false;
  const nullable = [value.at, value.receivedAt, value.capturedSha256, value.storedSha256];
  return (
    nullable.every(isTextOrNull) &&
    INTEGRITY.includes(value.integrity as string) &&
    typeof value.annotated === 'boolean'
  );
}

function isActor(value: unknown): value is RecordActor {
  return (
    isObject(value) &&
    (value.role === 'driver' || value.role === 'admin') &&
    hasTexts(value, ['username', 'name'])
  );
}

function isItem(value: unknown): value is RecordItem {
  return (
    isObject(value) && hasTexts(value, ['id', 'name']) && isNumber(value.planned) && isNumber(value.delivered)
  );
}

const JOB_TEXTS = [
  'id',
  'jobNumber',
  'jobDate',
  'type',
  'retailer',
  'orderNumber',
  'customerName',
  'postcode',
];

function isJob(value: unknown): value is RecordJob {
  return (
    isObject(value) &&
    hasTexts(value, [...JOB_TEXTS, 'driverId', 'branch']) &&
    isTextList(value.addressLines) &&
    isListOf(value.items, isItem)
  );
}

function isAnswer(value: unknown): value is RecordAnswer {
  return (
    isObject(value) &&
    hasTexts(value, ['question', 'comment']) &&
    (value.answer === 'Yes' || value.answer === 'No' || value.answer === null) &&
    isListOf(value.photos, isImage)
  );
}

function isIssue(value: unknown): value is RecordIssue {
  return (
    isObject(value) &&
    hasTexts(value, ['subject', 'comment']) &&
    (value.outcome === undefined || typeof value.outcome === 'string') &&
    isTextList(value.reasonPath) &&
    isListOf(value.photos, isImage)
  );
}

function isPosition(value: unknown): boolean {
  if (value === null) return true;
  return (
    isObject(value) &&
    isNumber(value.latitude) &&
    isNumber(value.longitude) &&
    (value.distanceMetres === null || isNumber(value.distanceMetres))
  );
}

const eventChecks: Record<RecordEvent['kind'], (event: Record<string, unknown>) => boolean> = {
  riskAssessment: (e) => isActor(e.by) && isListOf(e.answers, isAnswer),
  arrival: (e) => isNumber(e.distanceMetres) && isNumber(e.latitude) && isNumber(e.longitude),
  visit: (e) =>
    isTextOrNull(e.arrivedAt) &&
    isTextOrNull(e.departedAt) &&
    (e.arrivalBy === null || isActor(e.arrivalBy)) &&
    (e.departureBy === null || isActor(e.departureBy)),
  outcome: (e) =>
    isActor(e.by) &&
    hasTexts(e, ['outcome', 'note']) &&
    isTextList(e.reasonPath) &&
    isListOf(e.photos, isImage) &&
    isPosition(e.position),
  report: (e) => isActor(e.by) && isListOf(e.issues, isIssue),
  balance: (e) =>
    isActor(e.by) && typeof e.collected === 'boolean' && hasTexts(e, ['amount', 'paymentType', 'reason']),
  proof: (e) =>
    typeof e.signedBy === 'string' &&
    (e.signature === null || isImage(e.signature)) &&
    isListOf(e.photos, isImage),
  conflict: (e) =>
    isActor(e.by) && hasTexts(e, ['resolution', 'outcome', 'note']) && isTextList(e.reasonPath),
};

function isEvent(value: unknown): value is RecordEvent {
  if (!isObject(value) || typeof value.at !== 'string' || !isTextOrNull(value.receivedAt)) return false;
  const check = Object.prototype.hasOwnProperty.call(eventChecks, value.kind as string)
    ? eventChecks[value.kind as RecordEvent['kind']]
    : undefined;
  return check !== undefined && check(value);
}

function isVersion(value: unknown): value is RecordVersion {
  return isObject(value) && hasTexts(value, ['digest', 'firstServedAt']);
}

/** The record, or null when the answer is not one. */
export function readEvidenceRecord(json: unknown): EvidenceRecord | null {
  if (!isObject(json) || !isJob(json.job) || !isListOf(json.events, isEvent)) return null;
  if ((json.source !== 'gateway' && json.source !== 'phone') || typeof json.digest !== 'string') return null;
  if (json.earlierVersions !== undefined && !isListOf(json.earlierVersions, isVersion)) return null;
  return json as unknown as EvidenceRecord;
}

const HIT_TEXTS = ['id', 'jobNumber', 'jobDate', 'orderNumber', 'customerName', 'postcode', 'outcome'];

function isHit(value: unknown): value is RecordSearchHit {
  return isObject(value) && hasTexts(value, HIT_TEXTS);
}

/** A page of search results, or null when the answer is not one. */
export function readSearchPage(json: unknown): RecordSearchPage | null {
  if (!isObject(json) || !isListOf(json.hits, isHit)) return null;
  if (!isNumber(json.page) || !isNumber(json.pageSize) || !isNumber(json.total)) return null;
  return json as unknown as RecordSearchPage;
}
