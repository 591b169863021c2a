/** Builds the office board of a branch for the gateway's today (as the jobs routes and the demo seeder reckon it). */
import type { TodayBoard, TravelModel } from '@domain/office/today-board';
import { todayIso } from '@domain/time/dates';
import type { Database } from '../db/database';
import { assembleTodayBoard } from './assemble-today-board';
import { readTodayBoardRows } from './today-board-rows';

/** What a board build needs from the gateway. */
export interface TodayBoardSource {
  db: Database;
  now: () => Date;
  travelModel: TravelModel;
  /** Seeds the demo day when the calendar day changed (as before a job read). */
  ensureToday: () => Promise<void>;
}

/** The branch's board now, at the version given. */
export async function buildTodayBoard(
  source: TodayBoardSource,
  branch: string,
  version: string,
): Promise<TodayBoard> {
  await source.ensureToday();
  const now = source.now();
  const day = todayIso(now);
  const rows = await readTodayBoardRows(source.db, branch, day);
  return assembleTodayBoard(rows, { branch, day, now, version, travelModel: source.travelModel });
}
