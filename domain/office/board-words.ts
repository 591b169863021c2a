/**
 * Product rule 2.22: what the office's board says about a van and a stop, in words read at a glance:
 * "Position 3 min ago", "1.2 km to the next drop", "ETA 14:05", "ETA about 14:05 (no position for 25 min)",
 * and how the board is arriving ("Live", "Updating every 10 s", "Offline: showing the board from 14:02").
 */
import { formatTimeOfDay } from '../time/dates';
import { secondsSince, waitText } from './phone-backlog-text';
import type { BoardStop, VanPosition } from './today-board';

/** "Position 3 min ago", "Position under 1 min ago", or "No position yet". */
export function positionAgeText(position: VanPosition | null, now: number): string {
  if (!position) return 'No position yet';
  const seconds = secondsSince(position.at, now);
  return seconds === null ? 'Position time unknown' : `Position ${waitText(seconds)} ago`;
}

/** "350 m to the next drop", "1.2 km to the next drop"; null when the distance is unknown. */
export function distanceText(metres: number | null): string | null {
  if (metres === null) return null;
  const amount = metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
  return `${amount} to the next drop`;
}

/** "09:00–11:00". */
export function windowText(stop: Pick<BoardStop, 'window_start' | 'window_end'>): string {
  return `${formatTimeOfDay(stop.window_start)}–${formatTimeOfDay(stop.window_end)}`;
}

/**
 * "ETA 14:05"; a guess says so and why: "ETA about 14:05 (no position for 25 min)", or "(no position yet)";
 * "No ETA (address not found)" when nothing places the stop.
 */
export function etaText(
  stop: Pick<BoardStop, 'eta' | 'eta_is_guess'>,
  position: VanPosition | null,
  now: number,
): string {
  if (stop.eta === null) return 'No ETA (address not found)';
  const clock = formatTimeOfDay(stop.eta);
  if (!stop.eta_is_guess) return `ETA ${clock}`;
  const seconds = position ? secondsSince(position.at, now) : null;
  const why = seconds === null ? 'no position yet' : `no position for ${waitText(seconds)}`;
  return `ETA about ${clock} (${why})`;
}

/** How the board arrives, in words; `receivedAt` is when the shown board came (ms). */
export function feedText(
  feed: 'connecting' | 'live' | 'polling' | 'offline',
  receivedAt: number | null,
  clockOfMs: (ms: number) => string,
): string {
  if (feed === 'live') return 'Live';
  if (feed === 'polling') return 'Updating every 10 s';
  if (feed === 'connecting') return 'Connecting…';
  return receivedAt === null
    ? 'Offline: no board yet'
    : `Offline: showing the board from ${clockOfMs(receivedAt)}`;
}
