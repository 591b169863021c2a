/**
 * One timed load run with autocannon against one or more gateways at once (each with its own
 * connections), summed: requests per second over all of them, latency percentiles over every response,
 * and everything that was not a 2xx (a non-2xx status, a connection error or a timeout). Opens sockets.
 */
import autocannon from 'autocannon';
import type { BenchRequest } from './bench-requests';

/** One gateway to load and what to send it. */
export interface LoadTarget {
  url: string;
  connections: number;
  /** Requests per second over all its connections; unset: as fast as answers come. */
  rate?: number;
  next(): BenchRequest;
}

/** What one run measured. */
export interface RunFigures {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  /** Counts by status ("200", "409", …) and "error" for connection errors. */
  statuses: Record<string, number>;
}

/** The p-th percentile (0–100) of sorted values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

function loadOne(
  target: LoadTarget,
  seconds: number,
  latencies: number[],
  statuses: Record<string, number>,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const options: autocannon.Options = {
      url: target.url,
      connections: target.connections,
      duration: seconds,
      timeout: 10,
      ...(target.rate === undefined ? {} : { overallRate: target.rate }),
      requests: [{ setupRequest: (request) => ({ ...request, ...target.next() }) }],
    };
    const instance = autocannon(options, (error: unknown, result) => {
      if (error) reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
      else {
        if (result.errors > 0) statuses.error = (statuses.error ?? 0) + result.errors;
        resolve(result);
      }
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[String(statusCode)] = (statuses[String(statusCode)] ?? 0) + 1;
    });
  });
}

/** Loads every target for the given seconds at once and sums what they answered. */
export async function runLoad(targets: readonly LoadTarget[], seconds: number): Promise<RunFigures> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const results = await Promise.all(targets.map((target) => loadOne(target, seconds, latencies, statuses)));
  const duration = Math.max(...results.map((result) => result.duration));
  latencies.sort((a, b) => a - b);
  const errors = Object.entries(statuses)
    .filter(([status]) => !/^2\d\d$/.test(status))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / duration,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
    statuses,
  };
}
