/**
 * What the cycles of a chaos run share: the chaos gateway and a request
 * context on it, one phone per driver with its van of jobs, the deploys (build
 * A served first), the portrait photo, and the tally of faults struck.
 */
import { request as playwrightRequest, type APIRequestContext, type Browser } from '@playwright/test';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { buildA, type ChaosBuild } from './chaos-build';
import { ChaosDeploys } from './chaos-deploys';
import type { ChaosGateway } from './chaos-gateway';
import { planChaosJobs } from './chaos-jobs';
import { officeOf } from './chaos-office';
import { ChaosPhone } from './chaos-phone';
import { faultKinds, type FaultKind } from './chaos-schedule';
import { portraitPhoto, type FilePayload } from './photo-fixtures';

/** What every cycle shares. */
export interface ChaosWorld {
  gateway: ChaosGateway;
  /** Requests to the chaos gateway (test routes). */
  request: APIRequestContext;
  phones: ChaosPhone[];
  deploys: ChaosDeploys;
  portrait: FilePayload;
  /** Faults struck by the cycles, by kind (the gate counts the answers it spoiled). */
  struck: Record<FaultKind, number>;
  close(): Promise<void>;
}

/** One phone's driver and how many jobs its van needs. */
export interface PhoneNeed {
  driver: DemoAccount;
  jobs: number;
}

/**
 * Opens a phone per need, each driver's jobs on a van named `${van} {n}`
 * from sequence `firstSeq`; `buildB` is the build a newBuild fault deploys.
 */
export async function openChaosWorld(
  browser: Browser,
  gateway: ChaosGateway,
  van: { name: string; firstSeq: number },
  needs: readonly PhoneNeed[],
  buildB: Promise<ChaosBuild>,
): Promise<ChaosWorld> {
  const request = await playwrightRequest.newContext({ baseURL: gateway.url });
  const phones: ChaosPhone[] = [];
  const close = async () => {
    for (const phone of phones) await phone.close().catch(() => undefined);
    await request.dispose();
  };
  try {
    const opened = needs.map(async ({ driver, jobs }, index) => {
      const vehicle = `${van.name} ${index + 1}`;
      const planned = await planChaosJobs(gateway.db, driver, vehicle, jobs, van.firstSeq);
      const office = await officeOf(gateway.db, driver);
      return ChaosPhone.open(browser, index, gateway, { driver, office }, planned);
    });
    // Every phone that opened is closed again should another fail.
    const results = await Promise.allSettled(opened);
    for (const result of results) if (result.status === 'fulfilled') phones.push(result.value);
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    const first = phones[0]!;
    return {
      gateway,
      request,
      phones,
      deploys: new ChaosDeploys(request, { dir: buildA.dir, id: await first.build() }, buildB),
      portrait: await portraitPhoto(first.page),
      struck: Object.fromEntries(faultKinds.map((kind) => [kind, 0])) as Record<FaultKind, number>,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
