/**
 * The local object store: s3rver on 127.0.0.1 with one bucket whose CORS rule
 * lets the app (any loopback origin) GET, PUT, POST, HEAD and DELETE with any
 * header and read the ETag of each part. Opens a TCP port and writes objects
 * under its data directory (a temporary one, removed on close, when none is given).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

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
  /** 'http://127.0.0.1:{port}' */
  endpoint: string;
  bucket: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Starts s3rver with the bucket (kept across restarts when dataDir is given). */
export async function startLocalObjectStore(options: {
  dataDir?: string;
  port?: number;
  bucket: string;
}): Promise<LocalObjectStore> {
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'doorstep-objects-')));
  const server = new S3rver({
    address: HOST,
    port: options.port ?? 0,
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
  let closing: Promise<void> | null = null;
  const close = async () => {
    const closed = server.close();
    http.closeAllConnections();
    await closed;
    if (temporary) await rm(dataDir, { recursive: true, force: true });
  };
  return {
    endpoint: `http://${HOST}:${address.port}`,
    bucket: options.bucket,
    dataDir,
    close: () => (closing ??= close()),
  };
}
