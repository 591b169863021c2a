/** The en-GB patterns dates show in, as in the UK (product rule 1.5). */

/** en-GB day: '21/11/2026'. */
export const EN_GB_DAY_FORMAT = 'DD/MM/YYYY';

/** en-GB day and 24-hour time: '21/11/2026 14:05'. */
export const EN_GB_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
