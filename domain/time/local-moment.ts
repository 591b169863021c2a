/**
 * Moments in the device's local time with the platform's Date alone: the few
 * patterns the date rules write (product rule 9.9) need no date library, and
 * each library is weight on the first load. Texts are read as dayjs read them,
 * so a date written before reads the same: 'YYYY-MM-DD[THH:mm[:ss[.SSS]]]'
 * without an offset is local time, anything else goes to Date itself.
 */

/** A moment: a Date, epoch milliseconds, or an ISO 8601 text (local time when no offset is given). */
export type DateInput = Date | number | string;

const LOCAL_TEXT =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The moment as a new Date (invalid when the input names none). */
export function readMoment(input: DateInput): Date {
  if (typeof input === 'string' && !/Z$/i.test(input)) {
    const parts = LOCAL_TEXT.exec(input);
    if (parts !== null) {
      const [, year, month, day, hour, minute, second, fraction] = parts;
      return new Date(
        Number(year),
        Number(month ?? 1) - 1 || 0,
        Number(day || 1),
        Number(hour ?? 0),
        Number(minute ?? 0),
        Number(second ?? 0),
        Number((fraction ?? '0').slice(0, 3)),
      );
    }
  }
  return new Date(input instanceof Date ? input.getTime() : input);
}

/** True when the Date names a real moment. */
export function isValidMoment(moment: Date): boolean {
  return !Number.isNaN(moment.getTime());
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TOKENS = /YYYY|MMM|MM|DD|ddd|HH|mm|ss/g;

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The valid moment written in local time in a pattern of these tokens: YYYY, MM, MMM ('Nov'), DD,
 * ddd ('Sat'), HH (24-hour), mm, ss; any other character is written as it is.
 */
export function writeMoment(moment: Date, pattern: string): string {
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return String(moment.getFullYear()).padStart(4, '0');
      case 'MMM':
        return MONTHS[moment.getMonth()]!;
      case 'MM':
        return twoDigits(moment.getMonth() + 1);
      case 'DD':
        return twoDigits(moment.getDate());
      case 'ddd':
        return WEEKDAYS[moment.getDay()]!;
      case 'HH':
        return twoDigits(moment.getHours());
      case 'mm':
        return twoDigits(moment.getMinutes());
      default:
        return twoDigits(moment.getSeconds());
    }
  });
}
