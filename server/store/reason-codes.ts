/** Reason codes per retailer, stored flat (one row per code, its parent by id); the route answers them nested. */
import type { ReasonCode } from '@domain/reasons/reason-code';
import type { Database } from '../db/database';

/** A reason code as seeded, with its retailer and active flag. */
export interface StoredReasonCode extends ReasonCode {
  retailerId: string;
  active: boolean;
}

/** A reason_codes row as the reads select it. */
export interface ReasonCodeRow {
  id: number;
  label: string;
  parent_id: number | null;
  level: number;
  retailer_reference_id: number;
  mapped_field_name: ReasonCode['mappedFieldName'];
  maps_to_delivered: boolean | null;
}

/** The retailer's codes, parents before children. */
export async function listReasonCodes(
  db: Database,
  retailerId: string,
  activeOnly: boolean,
): Promise<ReasonCode[]> {
  const rows = await db.query<ReasonCodeRow>(
    `SELECT id, label, parent_id, level, retailer_reference_id, mapped_field_name, maps_to_delivered
     FROM reason_codes WHERE retailer_id = $1 ${activeOnly ? 'AND active' : ''} ORDER BY level, sort_order, id`,
    [retailerId],
  );
  return rows.map(reasonCodeOf);
}

/** The code a row stores. */
export function reasonCodeOf(row: ReasonCodeRow): ReasonCode {
  return {
    id: row.id,
    label: row.label,
    parentReasonCodeId: row.parent_id,
    level: row.level,
    retailerReferenceId: row.retailer_reference_id,
    mappedFieldName: row.mapped_field_name,
    ...(row.maps_to_delivered === null ? {} : { mapsToDelivered: row.maps_to_delivered }),
  };
}

/** Inserts a code unless its id exists. */
export async function insertReasonCodeIfMissing(
  db: Database,
  code: StoredReasonCode,
  sortOrder: number,
): Promise<void> {
  await db.query(
    `INSERT INTO reason_codes (id, retailer_id, label, parent_id, level, retailer_reference_id, mapped_field_name,
                               maps_to_delivered, active, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
    [
      code.id,
      code.retailerId,
      code.label,
      code.parentReasonCodeId,
      code.level,
      code.retailerReferenceId,
      code.mappedFieldName,
      code.mapsToDelivered ?? null,
      code.active,
      sortOrder,
    ],
  );
}
