/**
 * The office board's travel model from the environment (ETA_ROAD_FACTOR, ETA_AVERAGE_SPEED_KMH,
 * ETA_MINUTES_PER_JOB, ETA_STALE_POSITION_MINUTES): each unset one keeps DEFAULT_TRAVEL_MODEL's value; a
 * value the board's schema would refuse stops the start with the setting's name and its range.
 */
import * as v from 'valibot';
import { DEFAULT_TRAVEL_MODEL } from '@domain/office/stop-etas';
import { travelModelSchema } from '@domain/office/today-board';
import type { TravelModel } from '@domain/office/today-board';

type Env = Readonly<Record<string, string | undefined>>;

/** The setting that sets each field of the model. */
export const TRAVEL_MODEL_SETTINGS: Readonly<Record<keyof TravelModel, string>> = {
  road_factor: 'ETA_ROAD_FACTOR',
  average_speed_kmh: 'ETA_AVERAGE_SPEED_KMH',
  minutes_per_job: 'ETA_MINUTES_PER_JOB',
  stale_position_minutes: 'ETA_STALE_POSITION_MINUTES',
};

/** The model the environment sets; throws naming the first bad setting. */
export function travelModelFromEnv(env: Env): TravelModel {
  const model: Record<string, unknown> = { ...DEFAULT_TRAVEL_MODEL };
  for (const [field, name] of Object.entries(TRAVEL_MODEL_SETTINGS)) {
    const raw = env[name]?.trim();
    if (raw) model[field] = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(raw) ? Number(raw) : raw;
  }
  const checked = v.safeParse(travelModelSchema, model, { abortEarly: true });
  if (checked.success) return checked.output;
  const issue = checked.issues[0];
  const field = issue.path?.[0]?.key as keyof TravelModel | undefined;
  throw new Error(
    `${field === undefined ? 'The travel model' : TRAVEL_MODEL_SETTINGS[field]} ${issue.message}`,
  );
}
