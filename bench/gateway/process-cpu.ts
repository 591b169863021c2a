/**
 * The CPU time a process has used so far (user + system, all its threads), from Linux's /proc/<pid>/stat
 * in clock ticks of 10 ms. The bench divides a gateway's CPU time over a run by the requests it answered:
 * unlike requests per second, that figure hardly moves when other jobs share the machine. NaN where
 * /proc is not there. Reads a file.
 */
import { readFileSync } from 'node:fs';

const MS_PER_TICK = 10;

/** Milliseconds of CPU the process has used, or NaN. */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return Number.NaN;
  }
}
