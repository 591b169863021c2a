/**
 * The three loads of the gateway bench on a started setup, each a source of requests per gateway:
 * heartbeat batches; new job updates (each of a not-started job of the driver's big day, never sent
 * before, under a fresh key); and replays (updates already applied, sent again under the same key and
 * bytes, answered from the idempotency store). Requests alternate between the demo drivers.
 */
import type { Job } from '@domain/job/job';
import { bigDayJobId, bigDayMoment, bigDayOf } from './big-day';
import type { BigDay } from './big-day';
import { benchDrivers } from './bench-drivers';
import { HEARTBEATS_PER_CALL, heartbeatCall, jobUpdateMaker } from './bench-requests';
import type { BenchRequest, PhoneBacklogFields } from './bench-requests';
import type { LoadTarget } from './load-run';
import { signIn } from './sign-in';
import type { DriverHeaders } from './sign-in';

/** The loads, by name. */
export const scenarioNames = ['heartbeat', 'job-update', 'replay'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

/** What a scenario stores per request (heartbeats per call; 1 otherwise). */
export const itemsPerRequest: Record<ScenarioName, number> = {
  heartbeat: HEARTBEATS_PER_CALL,
  'job-update': 1,
  replay: 1,
};

const REPLAYS_PER_DRIVER = 100;
const HEARTBEAT_BODIES = 64;

/** The loads of one setup. */
export interface SetupLoads {
  /** Targets for every gateway, each with `connections` connections. */
  targets(name: ScenarioName, connections: number): LoadTarget[];
  /** Job updates that had to reuse an already updated job because the big day ran out. */
  reusedJobs(): number;
}

function cycle<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => {
    const item = items[i % items.length];
    i += 1;
    if (item === undefined) throw new Error('nothing to cycle through');
    return item;
  };
}

async function applied(url: string, request: BenchRequest): Promise<BenchRequest> {
  const res = await fetch(`${url}${request.path}`, { ...request });
  if (res.status !== 200)
    throw new Error(`a job update for the replays got ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return request;
}

/** Which big day the loads write and what their heartbeats say. */
export interface LoadOptions {
  /** The day the big days were planned on, in days before today (0: today; see bigDayMoment). */
  bigDayDaysAgo?: number;
  /** What every heartbeat says waits on the phone (unset: nothing, as an older app). */
  backlog?: PhoneBacklogFields;
  /** Beats in each heartbeat call (unset: HEARTBEATS_PER_CALL). */
  beatsPerCall?: number;
  /**
   * Build each heartbeat call as it is sent, so its beats carry that moment as a phone's do (unset: a few
   * bodies built once are sent over and over, all with the same timestamps).
   */
  liveBeats?: boolean;
}

/** Signs the drivers in at every gateway and prepares the loads (and the updates replays repeat). */
export async function prepareLoads(
  urls: readonly string[],
  bigDay: number,
  options: LoadOptions = {},
): Promise<SetupLoads> {
  const daysAgo = options.bigDayDaysAgo ?? 0;
  const moment = daysAgo === 0 ? new Date() : bigDayMoment(daysAgo);
  const signedIn: DriverHeaders[][] = await Promise.all(
    urls.map((url) => Promise.all(benchDrivers.map(({ account }) => signIn(url, account)))),
  );
  const days = benchDrivers.map(({ plan }) => bigDayOf(plan, bigDay, moment));
  const used = days.map(() => 0);
  let reused = 0;
  const nextJobId = (d: number, day: BigDay) => {
    used[d] = (used[d] ?? 0) + 1;
    if ((used[d] ?? 0) > day.count) reused += 1;
    return bigDayJobId(day, (((used[d] ?? 1) - 1) % day.count) + 1);
  };
  const first = signedIn[0] ?? [];
  const replays: BenchRequest[] = [];
  for (const [d, day] of days.entries()) {
    const make = jobUpdateMaker(first[d] as DriverHeaders, day.template, moment);
    for (let i = 0; i < REPLAYS_PER_DRIVER; i += 1) {
      replays.push(await applied(urls[0] ?? '', make(nextJobId(d, day))));
    }
  }
  // Heartbeats name a job of today's own plan (the job in hand on the office's board), whatever day is big.
  const inHand = benchDrivers.map(({ plan }) => bigDayOf(plan, 0).template);
  const sources = (headers: readonly DriverHeaders[]): Record<ScenarioName, () => BenchRequest> => {
    const beats = headers.flatMap((driver, d) =>
      Array.from({ length: HEARTBEAT_BODIES }, (_, i) =>
        heartbeatCall(driver, inHand[d] as Job, i, options.backlog, options.beatsPerCall),
      ),
    );
    const makers = headers.map((driver, d) => jobUpdateMaker(driver, (days[d] as BigDay).template, moment));
    let turn = 0;
    let beat = 0;
    const liveBeat = () => {
      const d = beat % headers.length;
      beat += 1;
      return heartbeatCall(
        headers[d] as DriverHeaders,
        inHand[d] as Job,
        beat,
        options.backlog,
        options.beatsPerCall,
      );
    };
    return {
      heartbeat: options.liveBeats ? liveBeat : cycle(beats),
      'job-update': () => {
        const d = turn++ % makers.length;
        return (makers[d] as (id: string) => BenchRequest)(nextJobId(d, days[d] as BigDay));
      },
      replay: cycle(replays),
    };
  };
  const perGateway = signedIn.map(sources);
  return {
    targets: (name, connections) =>
      urls.map((url, i) => ({
        url,
        connections,
        next: (perGateway[i] as Record<ScenarioName, () => BenchRequest>)[name],
      })),
    reusedJobs: () => reused,
  };
}
