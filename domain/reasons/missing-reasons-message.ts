/**
 * What a driver is told when the phone has none of a retailer's reason codes
 * and could not download them (offline since the day's list loaded them, or the
 * call failed): in words, rather than a screen with nothing to choose.
 */

/** The message; `use` says what the reasons are for ("fail this job", "report an issue"). */
export function reasonCodesMissingMessage(use: string): string {
  return (
    `The reasons to ${use} are not on this phone yet: they could not be downloaded for this retailer. ` +
    'Connect to the internet, then tap Try again.'
  );
}
