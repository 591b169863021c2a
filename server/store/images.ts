/** Image bytes uploaded before the object store (the images table): read only, for their old links. */
import type { Database } from '../db/database';

/** A stored image. */
export interface StoredImage {
  id: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
  /** The hex SHA-256 taken on the phone at capture; null for images stored before hashes existed. */
  sha256: string | null;
  /** When the upload reached the gateway (the row's created_at). */
  createdAt: Date;
}

/** An image by id, or null. */
export async function findImage(db: Database, id: string): Promise<StoredImage | null> {
  const [row] = await db.query<{
    id: string;
    name: string;
    content_type: string;
    bytes: Uint8Array;
    sha256: string | null;
    created_at: Date | string;
  }>('SELECT id, name, content_type, bytes, sha256, created_at FROM images WHERE id = $1', [id]);
  return row
    ? {
        id: row.id,
        name: row.name,
        contentType: row.content_type,
        bytes: new Uint8Array(row.bytes),
        sha256: row.sha256,
        createdAt: new Date(row.created_at),
      }
    : null;
}
