/**
 * The update alert and its date, kept locally (product rule 3.12): set when the banner
 * first shows for a waiting version; the Update button's storage clearing
 * removes them. Touches localStorage.
 */

/** Local storage keys of the alert and the ISO time it was first shown. */
export const UPDATE_ALERT_KEYS = { alert: 'updateAlert', date: 'updateAlertDate' } as const;

/** Records that an update is offered (the first time's date is kept). */
export function rememberUpdateAlert(now: Date = new Date()): void {
  try {
    localStorage.setItem(UPDATE_ALERT_KEYS.alert, 'true');
    if (localStorage.getItem(UPDATE_ALERT_KEYS.date) === null) {
      localStorage.setItem(UPDATE_ALERT_KEYS.date, now.toISOString());
    }
  } catch (error) {
    console.error('Update alert not kept', error);
  }
}
