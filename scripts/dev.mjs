// `npm run dev`: the gateway (with seeded demo data) and Vite's dev server
// side by side; Vite proxies the API paths to the gateway.
import { spawn } from 'node:child_process';

const gatewayPort = process.env.GATEWAY_PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: gatewayPort, STATIC_DIR: '' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, GATEWAY_PORT: gatewayPort } }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
