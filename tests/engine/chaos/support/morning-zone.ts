/**
 * The engine chaos runs in a time zone where it is morning now. A run's phone clock starts at the real time
 * and then moves on with every timer the faults make it wait out (backoffs, offline stretches): hours, in some
 * seeds. Started late in a UK evening it crossed midnight, and the engine rightly refused the driver's changes
 * to yesterday's jobs ("not the job's day"; seed 248 failed so at 22:32 UTC on every commit). Imported first by
 * each chaos test file (vitest runs each file in a process of its own, pool 'forks'), before any date is taken:
 * the gateway, the phone and the plans all read local time, so the day they share starts at about 08:00.
 */
const MORNING_HOUR = 8;

const utcHour = new Date().getUTCHours();
// Etc/GMT-N is N hours east of UTC (the sign is POSIX's); offsets run from -12 to +14.
let eastOfUtc = MORNING_HOUR - utcHour;
if (eastOfUtc < -12) eastOfUtc += 24;
if (eastOfUtc > 14) eastOfUtc -= 24;
process.env.TZ = eastOfUtc === 0 ? 'Etc/UTC' : `Etc/GMT${eastOfUtc > 0 ? '-' : '+'}${Math.abs(eastOfUtc)}`;

export {};
