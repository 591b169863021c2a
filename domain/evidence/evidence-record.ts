/**
 * The evidence record of one job (issue 14): everything the driver captured and
 * the office changed, in the order it happened, with when each piece reached
 * the gateway. The gateway assembles it from what it stores (GET
 * apiPaths.jobRecord); the driver's phone assembles the same shape from local
 * data for its offline Evidence view. Times: `at` is the phone's local time as
 * captured (spec format YYYY-MM-DDTHH:mm:ss, Europe/London); `receivedAt` is an
 * ISO 8601 instant (null: not at the gateway yet, or the phone's own view).
 */

/** Who did something. */
export interface RecordActor {
  role: 'driver' | 'admin';
  username: string;
  /** First and last name, or the username when unknown. */
  name: string;
}

/** How a photo's or signature's bytes compare with the SHA-256 the phone computed at capture. */
export type IntegrityState =
  /** The stored bytes hash to the captured SHA-256. */
  | 'match'
  /** They do not: the record marks the image. */
  | 'mismatch'
  /** The phone sent no SHA-256 (evidence captured before hashes existed). */
  | 'unchecked'
  /** The bytes are not in the store (yet). */
  | 'missing';

/** A photo or the signature, and its integrity. */
export interface RecordImage {
  /** Opaque reference the evidence-bytes call takes (apiPaths.jobRecordImage); a local photo id on the phone. */
  ref: string;
  /** What it shows, in the driver's words ("Signature", "Front door", "Damage: Grey sofa"). */
  label: string;
  contentType: string;
  at: string | null;
  receivedAt: string | null;
  /** Lower-case hex SHA-256 computed on the phone at capture; null when none was sent. */
  capturedSha256: string | null;
  /** Lower-case hex SHA-256 of the stored bytes; null when not stored. */
  storedSha256: string | null;
  integrity: IntegrityState;
  /** True for a photo drawn on with the pen (saved as annotated). */
  annotated: boolean;
}

/** One item of the job, planned and delivered. */
export interface RecordItem {
  id: string;
  name: string;
  planned: number;
  delivered: number;
}

/** The job the record is about. */
export interface RecordJob {
  id: string;
  jobNumber: string;
  jobDate: string;
  /** The job type in the driver's words, in the reading the job was planned under (jobTypeLabelOf). */
  type: string;
  retailer: string;
  orderNumber: string;
  customerName: string;
  addressLines: string[];
  postcode: string;
  driverId: string;
  branch: string;
  items: RecordItem[];
}

/** A question of the risk assessment as answered. */
export interface RecordAnswer {
  question: string;
  /** 'Yes' / 'No' for a yes-or-no question, null for a comment question. */
  answer: 'Yes' | 'No' | null;
  comment: string;
  photos: RecordImage[];
}

/** An issue reported on the property or an item. */
export interface RecordIssue {
  /** "Property" or the item's name. */
  subject: string;
  /** The reason path from the top reason down ("Damaged", "Scratched"). */
  reasonPath: string[];
  comment: string;
  /** An item's issue kind and count, e.g. "Damaged · Delivered 1 of 1" (items only). */
  outcome?: string;
  photos: RecordImage[];
}

/** One thing that happened, in time order. */
export type RecordEvent =
  | {
      kind: 'riskAssessment';
      at: string;
      receivedAt: string | null;
      by: RecordActor;
      answers: RecordAnswer[];
    }
  | {
      kind: 'arrival';
      at: string;
      receivedAt: string | null;
      /** Metres from the customer's address (its postcode's position). */
      distanceMetres: number;
      latitude: number;
      longitude: number;
    }
  | {
      /** When the driver arrived and left (the job's arrived_time and departure_time), and who set each. */
      kind: 'visit';
      at: string;
      receivedAt: string | null;
      arrivedAt: string | null;
      /** Whose accepted update first carried the arrival (driver's phone or an admin); null when none did. */
      arrivalBy: RecordActor | null;
      departedAt: string | null;
      departureBy: RecordActor | null;
    }
  | {
      kind: 'outcome';
      at: string;
      receivedAt: string | null;
      by: RecordActor;
      /** "Completed", "Failed", "Suspended", … (the outcome in words). */
      outcome: string;
      /** A service call's task outcome in words ("Parts Required"), only when the job has one. */
      taskOutcome?: string;
      /** The part asked for with Parts Required (the job's latest Part Required Note), only then. */
      part?: string;
      reasonPath: string[];
      note: string;
      photos: RecordImage[];
      /** The position nearest the completion time, when a heartbeat was stored near it. */
      position: { latitude: number; longitude: number; distanceMetres: number | null } | null;
    }
  | { kind: 'report'; at: string; receivedAt: string | null; by: RecordActor; issues: RecordIssue[] }
  | {
      kind: 'balance';
      at: string;
      receivedAt: string | null;
      by: RecordActor;
      /** True when the balance was taken; false when the driver said it was not. */
      collected: boolean;
      /** The amount taken, or still owed when not collected ("£45.50"). */
      amount: string;
      /** How it was paid ("Card"); '' when not collected or not recorded. */
      paymentType: string;
      /** Why it was not collected; '' when collected. */
      reason: string;
    }
  | {
      kind: 'proof';
      at: string;
      receivedAt: string | null;
      signedBy: string;
      signature: RecordImage | null;
      photos: RecordImage[];
    }
  | {
      kind: 'conflict';
      at: string;
      receivedAt: string | null;
      by: RecordActor;
      /** What the sync did, in words ("The office's completion was kept; the driver's suspension is kept as a record."). */
      resolution: string;
      /** What the refused change had recorded: its outcome in words ('' when it set none), reason path and note. */
      outcome: string;
      reasonPath: string[];
      note: string;
    };

/** The whole record. */
export interface EvidenceRecord {
  job: RecordJob;
  events: RecordEvent[];
  /** Where it was assembled: at the gateway, or on the phone from local data. */
  source: 'gateway' | 'phone';
  /**
   * Lower-case hex SHA-256 over the record's canonical JSON without this field (recordDigest); printed in the
   * footer so a printed copy can be checked against the gateway later. Empty on the phone's view.
   */
  digest: string;
  /**
   * Every earlier version of this record the gateway served, oldest first (kept for good), so a copy printed
   * before the record changed still verifies. Not part of the digest; absent on the phone's view.
   */
  earlierVersions?: RecordVersion[];
}

/** A version of a record the gateway served before: its digest, and when it was first served (ISO 8601). */
export interface RecordVersion {
  digest: string;
  firstServedAt: string;
}

/** One line of the admin's search results. */
export interface RecordSearchHit {
  id: string;
  jobNumber: string;
  jobDate: string;
  orderNumber: string;
  customerName: string;
  postcode: string;
  /** The outcome in words. */
  outcome: string;
}

/** A page of search results. */
export interface RecordSearchPage {
  hits: RecordSearchHit[];
  page: number;
  pageSize: number;
  total: number;
}
