/** dayjs with the plugins and the en-gb locale the date rules need (registered once). */
// Package subpaths carry .js so plain Node ESM (no bundler) resolves them too.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import 'dayjs/locale/en-gb.js';

dayjs.extend(customParseFormat);
dayjs.extend(localizedFormat);

/** The locale every displayed date uses (spec §1: dates show en-GB style). */
export const DISPLAY_LOCALE = 'en-gb';

export { dayjs };
export type { Dayjs } from 'dayjs';
