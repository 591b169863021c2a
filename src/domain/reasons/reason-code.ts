/** Spec §3 reason codes, loaded per retailer and nested up to 3 levels. */

export type ReasonCodeField = 'job_failure_reasons' | 'product_delivery_issues' | 'job_damage_reason';

/** A reason code as the gateway sends it (flat list). */
export interface ReasonCode {
  id: number;
  label: string;
  parentReasonCodeId: number | null;
  level: number;
  retailerReferenceId: number;
  mappedFieldName: ReasonCodeField;
  /** Extension for product issues: true when the item still counts as delivered. */
  mapsToDelivered?: boolean;
}

/** A node of the reason tree: {id, label, level, parentReasonCodeId, options}. */
export interface ReasonOption {
  id: number;
  label: string;
  level: number;
  parentReasonCodeId: number | null;
  retailerReferenceId: number;
  mapsToDelivered?: boolean;
  options: ReasonOption[];
}
