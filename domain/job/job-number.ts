/** Product rule 7.4: the job number used by the notes call. */

/** The part of the id after the first dash, else the id without its last 2 characters. */
export function jobNumberFromId(id: string): string {
  const dash = id.indexOf('-');
  return dash >= 0 ? id.slice(dash + 1) : id.slice(0, -2);
}
