/** Reads the in-process gateway's object store through its /__test/objects routes. */
import { LOCAL_BUCKET } from '@server/objects/object-store-options';
import type { RecordedRequest } from './engine-harness';

/** One stored object as listed. */
export interface ObjectRow {
  key: string;
  size: number;
  contentType: string;
}

/** Every object in the store, keys in order. */
export async function storedObjects(baseUrl: string): Promise<ObjectRow[]> {
  const response = await fetch(`${baseUrl}/__test/objects`);
  if (!response.ok) throw new Error(`objects: ${response.status}`);
  return ((await response.json()) as { objects: ObjectRow[] }).objects;
}

/** An object's bytes and content type, or null when absent. */
export async function storedObject(
  baseUrl: string,
  key: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(`${baseUrl}/__test/objects/${path}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`object ${key}: ${response.status}`);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

/** True for a request to the local store's bucket (its paths never clash with the gateway's). */
export function isStoreRequest(request: RecordedRequest): boolean {
  return request.path.startsWith(`/${LOCAL_BUCKET}/`);
}

/** The object key a store request addresses. */
export function keyOfStoreRequest(request: RecordedRequest): string {
  return decodeURIComponent(request.path.slice(`/${LOCAL_BUCKET}/`.length));
}

/** An S3-style XML error answer for interceptors. */
export function s3ErrorResponse(status: number, code: string, message: string): Response {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  return new Response(xml, { status, headers: { 'content-type': 'application/xml' } });
}
