/** A count with its noun in the singular or the plural: '1 job', '3 jobs'. */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
