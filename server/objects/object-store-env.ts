/**
 * The object store from the environment (see docs/operating.md, "Object store"): an
 * external bucket when OBJECT_STORE_BUCKET is set, else the local s3rver under
 * DATA_DIR/objects on OBJECT_STORE_PORT (default: the gateway's port + 1).
 */
import { DEFAULT_OBJECT_STORE_REGION } from './object-store-options';
import type { ExternalObjectStoreOptions, ObjectStoreOptions } from './object-store-options';

type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false`);
}

function localPort(env: Env, gatewayPort: number): number {
  const raw = text(env, 'OBJECT_STORE_PORT');
  if (raw === undefined) return gatewayPort === 0 || gatewayPort >= 65535 ? 0 : gatewayPort + 1;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error('OBJECT_STORE_PORT must be 0 to 65535');
  }
  return value;
}

function uploadRoleArn(env: Env): string {
  const arn = text(env, 'OBJECT_STORE_UPLOAD_ROLE_ARN');
  if (!arn)
    throw new Error(
      'OBJECT_STORE_BUCKET needs OBJECT_STORE_UPLOAD_ROLE_ARN (the role upload grants are issued from)',
    );
  return arn;
}

function external(env: Env, bucket: string): ExternalObjectStoreOptions {
  const endpoint = text(env, 'OBJECT_STORE_ENDPOINT') ?? null;
  const environment = text(env, 'OBJECT_STORE_ENVIRONMENT') ?? 'PROD';
  if (environment !== 'DEV' && environment !== 'PROD') {
    throw new Error('OBJECT_STORE_ENVIRONMENT must be DEV or PROD');
  }
  const accessKeyId = text(env, 'OBJECT_STORE_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'OBJECT_STORE_SECRET_ACCESS_KEY');
  const publicBaseUrl = text(env, 'OBJECT_STORE_PUBLIC_URL');
  return {
    kind: 'external',
    endpoint,
    region: text(env, 'OBJECT_STORE_REGION') ?? DEFAULT_OBJECT_STORE_REGION,
    bucket,
    forcePathStyle: flag(env, 'OBJECT_STORE_FORCE_PATH_STYLE', endpoint !== null),
    ...(publicBaseUrl ? { publicBaseUrl } : {}),
    environment,
    ...(accessKeyId && secretAccessKey ? { serverCredentials: { accessKeyId, secretAccessKey } } : {}),
    uploadRoleArn: uploadRoleArn(env),
    ...(text(env, 'OBJECT_STORE_STS_ENDPOINT')
      ? { stsEndpoint: text(env, 'OBJECT_STORE_STS_ENDPOINT') }
      : {}),
  };
}

/** The store options for `tsx server/main.ts`. */
export function objectStoreOptionsFromEnv(
  env: Env,
  local: { dataDir: string; gatewayPort: number },
): ObjectStoreOptions {
  const bucket = text(env, 'OBJECT_STORE_BUCKET');
  if (bucket) return external(env, bucket);
  return { kind: 'local', dataDir: local.dataDir, port: localPort(env, local.gatewayPort) };
}
