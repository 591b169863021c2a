/** Product rules 4.5, 5.9 and 6.1: the default display date and date-picker maximum per role. */
import { addDays, todayIso } from '../time/dates';

/** Today for drivers, yesterday for Admin (ISO day). */
export function defaultDisplayDate(admin: boolean, now: Date | number = Date.now()): string {
  const today = todayIso(now);
  return admin ? addDays(today, -1) : today;
}

/** Latest day the list's date picker allows: today for drivers, yesterday for admins (ISO day). */
export function datePickerMax(admin: boolean, now: Date | number = Date.now()): string {
  const today = todayIso(now);
  return admin ? addDays(today, -1) : today;
}
