/**
 * The browser chaos run's own gateway: the real gateway (server/gateway.ts
 * createGateway: routes, idempotency store, object store behind its upload
 * gate) on a fresh in-memory database, serving the production build, with the
 * test routes, behind the fault gate. Its own origin keeps the run's phones,
 * jobs and objects apart from every other spec's. Opens TCP ports.
 */
import { serve, type HttpBindings } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway } from '@server/gateway';
import type { GatewayOptions } from '@server/gateway';
import type { Database } from '@server/db/database';
import { FaultGate } from './chaos-gate';

/** The running chaos gateway. */
export interface ChaosGateway {
  /** 'http://127.0.0.1:{port}': the phones' origin. */
  url: string;
  db: Database;
  gate: FaultGate;
  close(): Promise<void>;
}

/** Starts the gateway serving the build in `staticDir` on a free loopback port (with any further options). */
export async function startChaosGateway(
  staticDir: string,
  options: Partial<GatewayOptions> = {},
): Promise<ChaosGateway> {
  const gateway = await createGateway({
    ...options,
    database: { kind: 'memory' },
    staticDir,
    testRoutes: true,
  });
  const gate = new FaultGate();
  const handler = gate.wrap((request, env) => gateway.app.fetch(request, env));
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = serve(
      { fetch: (request, env) => handler(request, env as HttpBindings), port: 0, hostname: '127.0.0.1' },
      () => resolve(listening),
    ) as Server;
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db: gateway.db,
    gate,
    close: async () => {
      gate.clearAll();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await gateway.close();
    },
  };
}
