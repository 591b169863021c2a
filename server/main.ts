/**
 * Process entry (`tsx server/main.ts`): starts the gateway (and, unless an
 * external store is configured, its local s3rver object store) from the
 * environment, prints the URL, the store and the demo accounts, and on SIGINT/SIGTERM
 * stops listening and closes the database (so PGlite's ./data stays sound).
 */
import { startGateway } from './gateway';
import { gatewayOptionsFromEnv } from './main-config';
import { demoAccounts } from './seed/demo-accounts';

const options = gatewayOptionsFromEnv(process.env);
const gateway = await startGateway({ ...options, log: (line) => console.log(line) });

const demoPasswords = options.demoPasswords ?? {};
console.log(`Doorstep gateway listening on ${gateway.url}`);
console.log(options.staticDir ? `Serving the app from ${options.staticDir}` : 'No built app found; API only');
console.log(
  options.database?.kind === 'postgres'
    ? 'Database: PostgreSQL (DATABASE_URL)'
    : `Database: PGlite in ${options.database?.kind === 'pglite' ? options.database.dataDir : 'memory'}`,
);
const store = gateway.objects.settings;
console.log(
  options.objectStore?.kind === 'local'
    ? `Object store: s3rver behind its upload gate at ${store.endpoint ?? ''} (bucket ${store.bucket}, data in ${options.objectStore.dataDir ?? 'a temporary directory'})`
    : `Object store: ${store.publicBaseUrl} (${store.region}, upload grants from STS for the app)`,
);
console.log(
  `Client credentials: ${options.client?.id ?? ''} (secret from CLIENT_SECRET or the development default)`,
);
console.log('Demo accounts (username / password / driver id / branch):');
for (const account of demoAccounts) {
  const password = demoPasswords[account.username] ? '(set by DEMO_*_PASSWORD)' : account.password;
  const driverid =
    account.userType === 'Admin' ? `${account.driverid} (any; not checked for admins)` : account.driverid;
  console.log(
    `  ${account.userType.padEnd(6)} ${account.username} / ${password} / ${driverid} / ${account.branch}`,
  );
}

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received; closing`);
  try {
    await gateway.close();
    process.exit(0);
  } catch (error) {
    console.error('Error while closing', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
