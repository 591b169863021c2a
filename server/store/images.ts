/** Uploaded image bytes (a table for now; a later issue moves them to an S3-compatible store). */
import type { Database } from '../db/database';

/** A stored image. */
export interface StoredImage {
  id: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Stores an image. */
export async function insertImage(
  db: Database,
  image: StoredImage,
  username: string,
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO images (id, name, content_type, bytes, username, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [image.id, image.name, image.contentType, image.bytes, username, now],
  );
}

/** An image by id, or null. */
export async function findImage(db: Database, id: string): Promise<StoredImage | null> {
  const [row] = await db.query<{ id: string; name: string; content_type: string; bytes: Uint8Array }>(
    'SELECT id, name, content_type, bytes FROM images WHERE id = $1',
    [id],
  );
  return row
    ? { id: row.id, name: row.name, contentType: row.content_type, bytes: new Uint8Array(row.bytes) }
    : null;
}
