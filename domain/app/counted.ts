/** The noun for a count, in the singular or the plural: 'job' for 1, 'jobs' for 0 or 3. */
export function countNoun(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** A count with its noun in the singular or the plural: '1 job', '3 jobs'. */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${countNoun(n, one, many)}`;
}
