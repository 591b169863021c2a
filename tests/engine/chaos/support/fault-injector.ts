/**
 * Makes the scheduled faults happen to the phone, its network and the office:
 * the signal going (the app told, or not: a dead network), reloads, an app
 * update over a change whose answer was lost with the signal (the new version
 * resends what the old one sent), the tab torn down at the k-th sync call from
 * now (whichever pass makes it: a save's, a retry's, a racing one), call
 * faults, the access tokens expiring, a sync started beside the driver's next
 * step, the disk refusing one write, and the admin fixing one of the day's jobs.
 */
import type { Job } from '@domain/job/job';
import type { AdminDesk } from './admin-desk';
import type { ChaosNetwork } from './chaos-network';
import type { ChaosPhone } from './simulated-phone';
import type { FaultKind, ScheduledFault } from './fault-schedule';
import { fullDisk } from './full-disk';
import { settleWithin } from './run-failure';
import type { SeededRandom } from '@e2e/support/chaos-random';

/** Real time the phone's background work may take. */
const WORK_LIMIT_MS = 60_000;

/** The parts a fault can strike. */
export interface FaultTargets {
  gatewayUrl: string;
  phone: ChaosPhone;
  network: ChaosNetwork;
  admin: AdminDesk;
  random: SeededRandom;
  /** The day's jobs, and those the driver has saved something for. */
  jobs: readonly Job[];
  touched: ReadonlySet<string>;
}

/** Strikes faults and restores the signal when their time is up. */
export class FaultInjector {
  /** Faults that struck, by kind (the run's figures). */
  readonly struck = new Map<FaultKind, number>();
  /** A sync started beside the driver's step. */
  private racing: Promise<void> | null = null;
  private signalBackAt: number | null = null;
  /** An app update waits until this many answers were lost with the signal. */
  private updateAfterLosses: number | null = null;

  constructor(private readonly targets: FaultTargets) {}

  /**
   * Before a step: the last step's racing sync is over, a full disk it did not
   * meet is disarmed, the signal is back once its step has come, and the
   * background work that started is done (a teardown in it boots a new engine).
   */
  async beforeStep(step: number): Promise<void> {
    fullDisk.armed = false;
    await this.settle(this.racing);
    this.racing = null;
    const losses = this.targets.network.met.get('signalLost') ?? 0;
    if (this.updateAfterLosses !== null && losses >= this.updateAfterLosses) {
      this.updateAfterLosses = null;
      await this.targets.phone.update();
      await this.signalBack();
    }
    if (this.signalBackAt !== null && step >= this.signalBackAt) await this.signalBack();
    await this.settle(null);
  }

  /** Waits for the racing sync (when given) and the engine's background work; boots a new engine if the tab died. */
  async settle(racing: Promise<void> | null): Promise<void> {
    const { phone } = this.targets;
    await phone.orBoot(async () => {
      if (racing) await settleWithin(racing, WORK_LIMIT_MS, 'a racing sync');
      await settleWithin(phone.engine.idle(), WORK_LIMIT_MS, 'background work');
    });
  }

  /** Makes the fault happen. */
  async strike(fault: ScheduledFault, step: number): Promise<void> {
    const { phone, network } = this.targets;
    this.struck.set(fault.kind, (this.struck.get(fault.kind) ?? 0) + 1);
    switch (fault.kind) {
      case 'offline':
      case 'deadNetwork':
        network.down = true;
        if (fault.kind === 'offline' && phone.online) await phone.setOnline(false);
        this.signalBackAt = Math.max(this.signalBackAt ?? 0, step + fault.size);
        return;
      case 'reload':
        return phone.reload();
      case 'appUpdate':
        network.arm('signalLost');
        this.updateAfterLosses = (network.met.get('signalLost') ?? 0) + 1;
        return;
      case 'teardown':
        network.armTeardown(fault.size, () => phone.tearDown());
        return;
      case 'answerLost':
      case 'serverError':
      case 'spuriousConflict':
      case 'slowAnswer': {
        const kind = fault.kind;
        network.arm(...Array.from({ length: fault.size }, () => kind));
        return;
      }
      case 'expiredToken':
        await fetch(`${this.targets.gatewayUrl}/__test/expire-access-tokens`, { method: 'POST' });
        return;
      case 'racingSync':
        // Over when its pass ends, or when its tab is torn down.
        this.racing = phone.guard(phone.engine.syncNow()).catch(() => undefined);
        return;
      case 'fullDisk':
        fullDisk.armed = true;
        return;
      case 'adminFix':
        return this.adminFix();
    }
  }

  /** The signal back: the network works and the app is told. */
  async signalBack(): Promise<void> {
    const { phone, network } = this.targets;
    this.signalBackAt = null;
    network.down = false;
    if (!phone.online) await phone.setOnline(true);
  }

  /** The admin fixes a job: mostly one the driver has already worked. */
  private async adminFix(): Promise<void> {
    const { random, jobs, touched, admin, phone } = this.targets;
    const worked = jobs.filter((job) => touched.has(job.id));
    const job = worked.length > 0 && random.chance(0.7) ? random.pick(worked) : random.pick(jobs);
    await admin.fix(job.id, random.chance(0.6) ? 'complete' : 'note', phone.clock.now());
  }
}
