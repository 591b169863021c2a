/**
 * The phone's network in a chaos run: real HTTP to the gateway and its object
 * store, through faults the schedule arms. The network can be down (every call
 * fails as with no signal); a sync call (an update, a photo upload or its
 * grant) can meet a one-shot fault: a 5xx before the gateway sees it, a
 * spurious 409 JOB_CHANGED, the gateway committing and the answer being lost
 * (with the signal, or alone), or a slow answer (5–24 ms, long enough for a
 * racing pass to overlap). The If-Match each change was sent with is kept for
 * the checks. A teardown can be armed for the k-th sync call: the tab dies
 * there, its answer never arrives and that engine's calls never end.
 */
import { apiPaths } from '@domain/gateway/api-shapes';
import { revisionOfTag } from '@domain/sync/sync-window';
import { LOCAL_BUCKET } from '@server/objects/object-store-options';
import { serverErrorAnswer, spuriousConflictAnswer } from './fault-answers';

/** A fault one sync call meets ('signalLost': the gateway commits, the answer is lost and the signal goes with it). */
export type CallFault = 'serverError' | 'spuriousConflict' | 'answerLost' | 'signalLost' | 'slowAnswer';

/** What a call is, for the faults. */
type CallKind = 'update' | 'upload' | 'other';

const updatePaths: ReadonlySet<string> = new Set([
  apiPaths.jobUpdate,
  apiPaths.adminJobUpdate,
  apiPaths.draUpdate,
]);
// A token refresh meets the faults too: its answer lost after the gateway rotated the token, say.
const uploadPaths: ReadonlySet<string> = new Set([
  apiPaths.imageUpload,
  apiPaths.uploadGrant,
  apiPaths.refreshToken,
]);

function kindOf(url: URL, method: string): CallKind {
  if (updatePaths.has(url.pathname)) return 'update';
  if (uploadPaths.has(url.pathname)) return 'upload';
  return url.pathname.startsWith(`/${LOCAL_BUCKET}/`) && method === 'PUT' ? 'upload' : 'other';
}

/** A promise that never settles: what a dead tab waits on. */
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The network of one run; each engine incarnation gets its own fetch from it. */
export class ChaosNetwork {
  /** No signal: every call fails at once. */
  down = false;
  private readonly faults: CallFault[] = [];
  private teardown: { after: number; onDeath: () => void } | null = null;
  private readonly keysSent = new Set<string>();
  private readonly bases = new Map<string, number | null>();
  /** Faults each call met, by kind (the run's figures). */
  readonly met = new Map<CallFault | 'teardown', number>();

  constructor(private readonly gatewayUrl: string) {}

  /** The next sync calls meet these faults, in order. */
  arm(...faults: CallFault[]): void {
    this.faults.push(...faults);
  }

  /** The tab dies at its `after`-th sync call from now (its answer lost); onDeath tears it down. */
  armTeardown(after: number, onDeath: () => void): void {
    this.teardown = { after, onDeath };
  }

  /** The revision a change sent under the key was based on (its If-Match), null without one. */
  baseOf(key: string): number | null | undefined {
    return this.bases.get(key);
  }

  /** Disarms everything and restores the signal. */
  quiet(): void {
    this.faults.length = 0;
    this.teardown = null;
    this.down = false;
  }

  /** The fetch of one engine incarnation; once `dead()` says so, its calls never end. */
  fetchFor(dead: () => boolean): typeof fetch {
    return async (input, init) => {
      if (dead()) return never();
      const request = input instanceof Request ? input : null;
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const kind = kindOf(url, init?.method ?? request?.method ?? 'GET');
      if (this.down) throw new TypeError('fetch failed: no signal');
      const headers = new Headers(init?.headers);
      const fault = kind === 'other' ? undefined : this.takeFault(url, headers);
      if (fault === 'serverError') return this.count(fault, serverErrorAnswer(url));
      const conflict =
        fault === 'spuriousConflict' ? await spuriousConflictAnswer(this.gatewayUrl, init, headers) : null;
      if (conflict) return this.count('spuriousConflict', conflict);
      const dies = kind !== 'other' && this.teardown !== null && --this.teardown.after <= 0;
      const response = await fetch(input, init);
      if (dies) return this.die();
      if (fault === 'answerLost' || fault === 'signalLost') {
        this.count(fault, await response.arrayBuffer());
        if (fault === 'signalLost') this.down = true;
        throw new TypeError('fetch failed: connection reset');
      }
      if (fault === 'slowAnswer') await delay(this.count(fault, 5 + (url.pathname.length % 20)));
      return dead() ? never() : response;
    };
  }

  /**
   * The next armed fault, when it fits the call: a spurious 409 only meets a
   * driver's job update on its key's first arrival (a gateway that has applied
   * a key answers it from its idempotency store, never with a 409), and only
   * when nobody else changed the job since its base (fault-answers.ts).
   */
  private takeFault(url: URL, headers: Headers): CallFault | undefined {
    const key = headers.get('idempotency-key');
    if (key !== null && !this.bases.has(key)) this.bases.set(key, revisionOfTag(headers.get('if-match')));
    const firstArrival = key !== null && !this.keysSent.has(key);
    if (key !== null) this.keysSent.add(key);
    const fault = this.faults[0];
    if (fault === 'spuriousConflict' && !(url.pathname === apiPaths.jobUpdate && firstArrival))
      return undefined;
    this.faults.shift();
    return fault;
  }

  /** Counts a fault a call met; answers what it is given. */
  private count<T>(fault: CallFault | 'teardown', value: T): T {
    this.met.set(fault, (this.met.get(fault) ?? 0) + 1);
    return value;
  }

  private die(): Promise<Response> {
    const teardown = this.teardown;
    this.teardown = null;
    teardown?.onDeath();
    return this.count('teardown', never<Response>());
  }
}
