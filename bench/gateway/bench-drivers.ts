/** The drivers the gateway bench signs in and loads: the two demo drivers, each with their plan of today. */
import type { DemoAccount } from '@server/seed/demo-accounts';
import { demoDriver, demoDriver2 } from '@server/seed/demo-accounts';
import { driver2TodayPlan } from '@server/seed/demo-plan-others';
import { todayPlan } from '@server/seed/demo-plan-today';
import type { DayPlan } from '@server/seed/demo-plan-types';

/** A demo driver and the plan of their day (where their big day is filed). */
export interface BenchDriver {
  account: DemoAccount;
  plan: DayPlan;
}

/** demo.driver (branch 1) and demo.driver2 (branch 2). */
export const benchDrivers: readonly BenchDriver[] = [
  { account: demoDriver, plan: todayPlan },
  { account: demoDriver2, plan: driver2TodayPlan },
];
