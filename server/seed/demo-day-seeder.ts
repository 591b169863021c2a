/**
 * The demo data follows the calendar: seeded when the gateway starts, relative to
 * today, and again by the first job read of each later day, so a gateway left
 * running overnight has the demo's jobs of the new day in the morning (and a test
 * run or a benchmark that crosses midnight finds the day it asks for). Seeding
 * inserts only what is missing (seed-database.ts): drivers' updates stay.
 */
import { todayIso } from '@domain/time/dates';
import type { Database } from '../db/database';
import type { DemoPasswords } from './demo-accounts';
import type { JobTypeReadingSetting } from '@domain/job/job-type-reading';
import { seedDatabase } from './seed-database';

/** Seeds the demo day once per calendar day of the gateway's clock. */
export class DemoDaySeeder {
  private seededDay: string | null = null;
  private seeding: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly passwords?: DemoPasswords,
    private readonly readings?: JobTypeReadingSetting,
  ) {}

  /** Seeds unless today was seeded already; callers at the same moment share one seeding. */
  async ensureToday(): Promise<void> {
    const now = this.now();
    const today = todayIso(now);
    if (today === this.seededDay) return;
    this.seeding ??= seedDatabase(this.db, { now, passwords: this.passwords, readings: this.readings })
      .then(() => {
        this.seededDay = today;
      })
      .finally(() => {
        this.seeding = null;
      });
    await this.seeding;
  }
}
