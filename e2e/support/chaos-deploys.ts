/**
 * Deploys in a chaos run: which build the chaos gateway serves (switched
 * through its POST /__test/static-dir test route, as the update e2e test
 * does), and a phone moving onto it the way a driver does: the app comes back
 * to the front, the update banner shows, Update is tapped, the page reloads on
 * the new build.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { messages } from '@domain/app/messages';
import type { ChaosBuild } from './chaos-build';
import type { ChaosPhone } from './chaos-phone';

/**
 * The builds a run switches between and the one served now. Phones working
 * side by side take turns (`exclusive`) from a phone's catching up or deploying
 * until it runs what is served, so no deploy lands between a phone seeing an
 * offer and taking it.
 */
export class ChaosDeploys {
  /** How many deploys the run made. */
  count = 0;
  private current: ChaosBuild;
  private turn: Promise<void> = Promise.resolve();

  constructor(
    private readonly request: APIRequestContext,
    private readonly first: ChaosBuild,
    private readonly second: Promise<ChaosBuild>,
  ) {
    this.current = first;
  }

  /** The build the gateway serves now. */
  get served(): ChaosBuild {
    return this.current;
  }

  /** Waits for the deploys' turn; the answer ends it. */
  async exclusive(): Promise<() => void> {
    const before = this.turn;
    let end: () => void = () => undefined;
    this.turn = new Promise((resolve) => (end = resolve));
    await before;
    return end;
  }

  /** Serves the build that is not `runningId` (the phone's): a new version for that phone. */
  async deployOver(runningId: string): Promise<ChaosBuild> {
    const second = await this.second;
    const next = runningId === second.id ? this.first : second;
    const response = await this.request.post('/__test/static-dir', { data: { dir: next.dir } });
    expect(response.ok(), `deploy ${next.id}`).toBe(true);
    this.current = next;
    this.count += 1;
    return next;
  }
}

/** Brings the app to the front until the update banner offers the new version. */
export async function waitForUpdateOffer(phone: ChaosPhone): Promise<void> {
  const update = phone.page.getByRole('button', { name: messages.update });
  await expect
    .poll(
      async () => {
        if (await update.isVisible()) return true;
        await phone.bringToFront();
        return false;
      },
      { timeout: 30_000, intervals: [1_000], message: `phone ${phone.index} offers the update` },
    )
    .toBe(true);
}

/** Taps Update and waits for the page to run the build. */
export async function takeUpdate(phone: ChaosPhone, build: ChaosBuild): Promise<void> {
  await phone.page.getByRole('button', { name: messages.update }).click();
  await expect(phone.page.locator('html')).toHaveAttribute('data-build', build.id, { timeout: 30_000 });
}
