/**
 * The fault gate in front of the chaos gateway: a driver's job-update POSTs
 * (driver and admin calls, told apart by the driverid header, so phones
 * working side by side never take each other's faults) meet the faults armed
 * for that driver one each, in order. `drop` lets the gateway apply the update,
 * then cuts the connection (the answer is lost); `unavailable` answers 503
 * without applying; `hold` applies it and keeps the answer back until released
 * (a request on its way, for a reload or a worker closing mid-sync). A driver
 * cut off has every request cut at once, whatever sends it: Playwright's
 * offline emulation does not reach the service worker, and the phone's signal
 * is gone for it too.
 */
import type { HttpBindings } from '@hono/node-server';
import { apiPaths } from '@domain/gateway/api-shapes';

/** What the gate can do to one answer. */
export type GateFault = 'drop' | 'unavailable' | 'hold';

/** The gateway's own handler. */
export type FetchHandler = (request: Request, env: HttpBindings) => Response | Promise<Response>;

const faultedPaths: ReadonlySet<string> = new Set([apiPaths.jobUpdate, apiPaths.adminJobUpdate]);

/** One driver's armed faults, held answers and those waiting for one to be held. */
interface DriverLane {
  cutOff: boolean;
  armed: GateFault[];
  held: (() => void)[];
  waiters: (() => void)[];
}

/** Arms and counts faults on the gateway's job-update answers, per driver. */
export class FaultGate {
  private readonly lanes = new Map<string, DriverLane>();
  /** How many answers met each fault. */
  readonly struck: Record<GateFault, number> = { drop: 0, unavailable: 0, hold: 0 };

  private lane(driverid: string): DriverLane {
    let lane = this.lanes.get(driverid);
    if (lane === undefined) {
      lane = { cutOff: false, armed: [], held: [], waiters: [] };
      this.lanes.set(driverid, lane);
    }
    return lane;
  }

  /** Cuts the driver off (every request's connection closed unanswered) or lets them through again. */
  cutOff(driverid: string, cut: boolean): void {
    this.lane(driverid).cutOff = cut;
  }

  /** The driver's next job updates meet these faults, one each, after any already armed. */
  arm(driverid: string, ...faults: GateFault[]): void {
    this.lane(driverid).armed.push(...faults);
  }

  /** Takes back the first armed fault of this kind that no request met; true when there was one. */
  disarm(driverid: string, fault: GateFault): boolean {
    const armed = this.lane(driverid).armed;
    const at = armed.indexOf(fault);
    if (at >= 0) armed.splice(at, 1);
    return at >= 0;
  }

  /** True while one of the driver's answers is held. */
  holding(driverid: string): boolean {
    return this.lane(driverid).held.length > 0;
  }

  /** Resolves once one of the driver's answers is held (at once when one already is); rejects after the timeout. */
  whenHeld(driverid: string, timeout = 60_000): Promise<void> {
    const lane = this.lane(driverid);
    if (lane.held.length > 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no job update of ${driverid} came to be held within ${timeout / 1000} s`)),
        timeout,
      );
      lane.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Lets the driver's held answers go (to a client that may be gone). */
  release(driverid: string): void {
    for (const go of this.lane(driverid).held.splice(0)) go();
  }

  /** Disarms what the driver's requests did not meet and releases what is held. */
  clear(driverid: string): void {
    this.lane(driverid).armed = [];
    this.release(driverid);
  }

  /** Disarms and releases everything (the gateway is closing). */
  clearAll(): void {
    for (const driverid of this.lanes.keys()) this.clear(driverid);
  }

  /** Wraps the gateway's handler. */
  wrap(next: FetchHandler): FetchHandler {
    return async (request, env) => {
      const driverid = request.headers.get('driverid') ?? '';
      if (this.lanes.get(driverid)?.cutOff === true) {
        env.incoming.socket.destroy();
        return new Response(null, { status: 503 });
      }
      const fault = this.faultFor(request, driverid);
      if (fault === undefined) return next(request, env);
      this.struck[fault] += 1;
      if (fault === 'unavailable') {
        return Response.json({ message: 'Service Unavailable (chaos gate)' }, { status: 503 });
      }
      const answer = await next(request, env);
      if (fault === 'drop') {
        env.incoming.socket.destroy();
        return answer;
      }
      const lane = this.lane(driverid);
      await new Promise<void>((resolve) => {
        lane.held.push(resolve);
        for (const wake of lane.waiters.splice(0)) wake();
      });
      return answer;
    };
  }

  private faultFor(request: Request, driverid: string): GateFault | undefined {
    if (request.method !== 'POST' || !faultedPaths.has(new URL(request.url).pathname)) return undefined;
    return this.lanes.get(driverid)?.armed.shift();
  }
}
