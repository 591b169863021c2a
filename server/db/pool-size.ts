/**
 * How many connections one gateway's pg pool opens at most. A request holds a connection only while its
 * statements run (a job update: its whole transaction), and the gateway's one thread keeps many requests
 * waiting on round trips and commits at once, so the pool is a few connections per core: 10 on this
 * 2-core machine, up to 32 on bigger ones. Measured on the 2-core machine with PostgreSQL beside the
 * gateway (docs/performance.md): 10 and 16 did equally well at 50 concurrent requests, 32 worse (more
 * backends contending for the same two cores). DATABASE_POOL_SIZE overrides it; mind PostgreSQL's
 * max_connections (100 by default) across every instance.
 */
import { availableParallelism } from 'node:os';

/** The default pool size for a machine with this many cores. */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.min(32, Math.max(10, 4 * cores));
}
