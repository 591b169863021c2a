/**
 * One phone of a chaos run: its own browser context (the config's phone:
 * 360×740, touch) on the chaos gateway's origin, a driver logged in, the jobs
 * left to work, and the faults done to the phone itself: a reload, the engine
 * worker closed, the service workers stopped, the signal lost and back, the
 * app brought back to the front, and what its outbox holds.
 */
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { DemoAccount } from '@server/seed/demo-accounts';
import { messages } from '@domain/app/messages';
import type { FaultGate } from './chaos-gate';
import type { ChaosGateway } from './chaos-gateway';
import type { ChaosJob } from './chaos-jobs';
import { within } from './deadline';
import { loginAs, submitLogin } from './login';
import { backstopQueueKeys, readStore, waitForControl } from './service-worker';

/** The worker name src/engine.ts gives the dedicated engine worker. */
const ENGINE_WORKER_NAME = 'doorstep-engine';

/** How often a waiting step brings the app to the front, as a driver checking the phone does. */
export const NUDGE_MS = 4_000;

/** An outbox entry as the device stores it (the fields the checks read). */
export interface StoredOutboxEntry {
  id: number;
  kind: string;
  jobId: string;
  idempotencyKey: string;
  state?: 'pending' | 'attention';
  attempts?: number;
  lastError?: string | null;
  attention?: { message: string } | null;
}

/**
 * The driver taps a notice's Ok. A notice the app closed by itself meanwhile (a later answer replaced it)
 * needs no tap: waiting for its button would hold every step behind the handler until it timed out.
 */
async function tapOk(notice: Locator): Promise<void> {
  try {
    await notice.getByRole('button', { name: messages.ok }).click({ timeout: 5_000 });
  } catch (error) {
    if (await notice.isVisible()) throw error;
  }
}

/** A phone with its driver, their branch's admin, and the jobs not yet worked. */
export class ChaosPhone {
  private constructor(
    readonly index: number,
    readonly driver: DemoAccount,
    readonly office: DemoAccount,
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly gate: FaultGate,
    private readonly jobs: ChaosJob[],
  ) {}

  /** Opens a phone on the chaos gateway and logs the driver in; the service worker controls the page. */
  static async open(
    browser: Browser,
    index: number,
    gateway: ChaosGateway,
    { driver, office }: { driver: DemoAccount; office: DemoAccount },
    jobs: ChaosJob[],
  ): Promise<ChaosPhone> {
    const context = await browser.newContext({ baseURL: gateway.url });
    const page = await context.newPage();
    // Opening a job whose notes are not on the phone, offline, says so; the driver taps Ok and goes on.
    const notesNotice = page.getByRole('dialog').filter({ hasText: messages.errorContactingServer });
    await page.addLocatorHandler(notesNotice, tapOk);
    await loginAs(page, driver);
    // A login that ended says so first, in a dialog over the login screen; the driver taps Ok.
    const endedNotice = page.getByRole('dialog').filter({ hasText: messages.loginExpired });
    await page.addLocatorHandler(endedNotice, tapOk);
    // A login that ended (a refreshed token the gateway refused too: a token expiry struck between the
    // refresh and its retry) shows the login screen; the driver logs in again and their outbox goes on.
    await page.addLocatorHandler(page.getByRole('button', { name: 'Login', exact: true }), async () => {
      await submitLogin(page, driver);
      await expect(page).toHaveURL(/\/job-list$/);
    });
    await waitForControl(page);
    return new ChaosPhone(index, driver, office, context, page, gateway.gate, [...jobs]);
  }

  /** The next `count` jobs nobody worked yet. */
  takeJobs(count: number): ChaosJob[] {
    if (this.jobs.length < count) throw new Error(`phone ${this.index} has no jobs left`);
    return this.jobs.splice(0, count);
  }

  /** The build the page runs (<html data-build>). */
  async build(): Promise<string> {
    await expect(this.page.locator('html')).toHaveAttribute('data-build', /.+/);
    return (await this.page.locator('html').getAttribute('data-build')) ?? '';
  }

  /** The driver brings the app back to the front: a sync pass starts and a new version is looked for. */
  async bringToFront(): Promise<void> {
    await this.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  }

  /**
   * Waits for the phone's next job update to be held at the gate, bringing the app to the front every few
   * seconds meanwhile (each time a sync pass starts): answers dropped or refused before may have put the
   * engine's retry timer 20 s or more away. True once one is held; false after `ms`.
   */
  async whenAnswerHeld(ms: number): Promise<boolean> {
    const held = this.gate.whenHeld(this.driver.driverid, ms).then(
      () => true,
      () => false,
    );
    for (;;) {
      await this.bringToFront();
      const nudge = new Promise<'nudge'>((resolve) => setTimeout(() => resolve('nudge'), NUDGE_MS));
      const outcome = await Promise.race([held, nudge]);
      if (outcome !== 'nudge') return outcome;
    }
  }

  /**
   * Loses or regains the signal: the context offline, and the driver cut off at the gateway (the
   * service worker too). Playwright's offline emulation waits on every service worker it knows, and
   * one stopped through the DevTools protocol answers only once woken: a fetch through it wakes it. A
   * worker that never answers (see stopServiceWorkers) fails the cycle here, saying so.
   */
  async setOffline(offline: boolean): Promise<void> {
    this.gate.cutOff(this.driver.driverid, offline);
    await this.page.evaluate(() =>
      fetch('/manifest.webmanifest').then(
        () => undefined,
        () => undefined,
      ),
    );
    const state = offline ? 'offline' : 'online';
    await within(this.context.setOffline(offline), 20_000, `phone ${this.index} going ${state}`);
  }

  /** Closes the dedicated engine worker from inside (self.close()); resolves once it is gone. */
  async terminateEngineWorker(): Promise<void> {
    for (const worker of this.page.workers()) {
      const name = await worker.evaluate(() => self.name).catch(() => '');
      if (name !== ENGINE_WORKER_NAME) continue;
      const closed = worker.waitForEvent('close');
      await worker.evaluate(() => void setTimeout(() => self.close(), 0));
      await closed;
      return;
    }
    throw new Error(`phone ${this.index} runs no ${ENGINE_WORKER_NAME} worker`);
  }

  /** Resolves once the page runs a new engine worker (the app replaced one that went). */
  async waitForNewEngineWorker(timeout = 30_000): Promise<void> {
    await this.page.waitForEvent('worker', {
      predicate: async (worker) => (await worker.evaluate(() => self.name)) === ENGINE_WORKER_NAME,
      timeout,
    });
  }

  /**
   * Stops the active service worker, as a phone stops an idle one (DevTools protocol
   * ServiceWorker.stopWorker); a fetch through it starts it again. Versions an update replaced are left
   * alone: Playwright keeps a session on each (DevTools keeps them running), a stopped one can never be
   * woken, and Playwright's offline emulation, which goes through the workers one by one, would wait on
   * it for ever and never reach the active worker after it.
   */
  async stopServiceWorkers(): Promise<void> {
    const cdp = await this.context.newCDPSession(this.page);
    const running = new Set<string>();
    let heard = false;
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      heard = true;
      for (const version of versions) {
        if (version.status === 'activated' && version.runningStatus === 'running')
          running.add(version.versionId);
        else running.delete(version.versionId);
      }
    });
    await cdp.send('ServiceWorker.enable');
    // The versions arrive as events (a controlled page has at least one); none running: already stopped.
    await expect.poll(() => heard, { message: `phone ${this.index} hears its service workers` }).toBe(true);
    for (const versionId of running) {
      await within(
        cdp.send('ServiceWorker.stopWorker', { versionId }),
        20_000,
        `phone ${this.index} stopping its service worker`,
      );
    }
    await cdp.detach();
  }

  /** Every entry of the device's outbox. */
  async outbox(): Promise<StoredOutboxEntry[]> {
    return (await readStore(this.page, 'doorstep', 'outbox')) as StoredOutboxEntry[];
  }

  /** The keys the service worker's background-sync queue holds. */
  backstopKeys(): Promise<string[]> {
    return backstopQueueKeys(this.page);
  }

  /** Closes the phone. */
  close(): Promise<void> {
    return this.context.close();
  }
}
