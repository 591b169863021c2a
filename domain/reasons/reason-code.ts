/** Product rule 3.7: reason codes, loaded per retailer and nested up to 3 levels. */

export type ReasonCodeField = 'job_failure_reasons' | 'product_delivery_issues' | 'job_damage_reason';

/** Every mapped field, in the order the gateway lists their trees. */
export const REASON_CODE_FIELDS: readonly ReasonCodeField[] = [
  'job_failure_reasons',
  'job_damage_reason',
  'product_delivery_issues',
];

/** A reason code as the app keeps it (one flat list per retailer; the tree is built from parentReasonCodeId). */
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

/** A reason code in the nested answer of product rule 3.7 (product rule 3.7): the code with its sub-reasons in `options`. */
export interface ReasonCodeNode extends ReasonCode {
  options: ReasonCodeNode[];
}
