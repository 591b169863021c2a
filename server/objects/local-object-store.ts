/**
 * The local object store: s3rver on a private loopback port with one bucket
 * whose CORS rule lets the app (any loopback origin) GET, PUT, POST, HEAD and
 * DELETE with any header and read the ETag of each part, behind the upload gate
 * (local-upload-gate.ts) on the store's public port, which lets writes through
 * only under an upload grant. Opens two TCP ports and writes objects under its
 * data directory (a temporary one, removed on close, when none is given).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { LocalUploadGrants } from './local-upload-grants';
import { startUploadGate } from './local-upload-gate';

/** The fixed keys s3rver accepts (local development only). */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
const HOST = '127.0.0.1';

/** The bucket's CORS rule. */
export const LOCAL_CORS_XML = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** A running local store. */
export interface LocalObjectStore {
  /** The gate: 'http://127.0.0.1:{port}', what the app reads from and uploads to. */
  endpoint: string;
  /** s3rver itself, which only the gateway talks to. */
  upstream: string;
  /** Issues the credentials the gate accepts. */
  grants: LocalUploadGrants;
  bucket: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Starts s3rver with the bucket (kept across restarts when dataDir is given). */
export async function startLocalObjectStore(options: {
  dataDir?: string;
  port?: number;
  bucket: string;
  now?: () => Date;
}): Promise<LocalObjectStore> {
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'doorstep-objects-')));
  const server = new S3rver({
    address: HOST,
    port: 0,
    directory: dataDir,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucket, configs: [LOCAL_CORS_XML] }],
  });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    if (temporary) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const http = (server as unknown as { httpServer: Server }).httpServer;
  const upstream = `http://${HOST}:${address.port}`;
  const grants = new LocalUploadGrants();
  const stopS3rver = async () => {
    const closed = server.close();
    http.closeAllConnections();
    await closed;
    if (temporary) await rm(dataDir, { recursive: true, force: true });
  };
  const gate = await startUploadGate({
    upstream,
    bucket: options.bucket,
    grants,
    now: options.now ?? (() => new Date()),
    host: HOST,
    port: options.port ?? 0,
  }).catch(async (error: unknown) => {
    await stopS3rver();
    throw error;
  });
  let closing: Promise<void> | null = null;
  return {
    endpoint: gate.endpoint,
    upstream,
    grants,
    bucket: options.bucket,
    dataDir,
    close: () => (closing ??= gate.close().then(stopS3rver)),
  };
}
