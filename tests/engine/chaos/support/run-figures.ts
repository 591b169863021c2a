/** The figures of chaos runs: what each run did and met, and their sum over all runs. */
import type { FaultKind } from './fault-schedule';

/** What one run did and met. */
export interface RunFigures {
  steps: number;
  /** Outcomes the driver saw saved. */
  outcomes: number;
  photos: number;
  assessments: number;
  adminChanges: number;
  /** Faults struck, by kind (call faults counted as armed; see `metCalls`). */
  faults: Partial<Record<FaultKind, number>>;
  /** Sync calls that met a call fault, by fault; and tabs torn down mid-pass. */
  metCalls: Partial<Record<string, number>>;
  /** Writes the full disk refused. */
  diskRefusals: number;
  /** The driver's changes refused as conflicts, and how the policy ended them. */
  conflicts: Partial<Record<'keepTheirs' | 'resend' | 'attention', number>>;
  lost: number;
  duplicated: number;
  /** Sync rounds the quiet phase needed. */
  quietRounds: number;
  /** Times the driver logged in again after the engine ended the login (a token expiry only). */
  relogins: number;
}

/** Sums figures over runs. */
export class FigureTotals {
  runs = 0;
  private readonly counts = new Map<string, number>();

  /** Adds one run's figures. */
  add(figures: RunFigures): void {
    this.runs += 1;
    for (const [name, value] of Object.entries(figures)) {
      if (typeof value === 'number') this.bump(name, value);
      else
        for (const [kind, n] of Object.entries(value as Record<string, number>))
          this.bump(`${name}.${kind}`, n);
    }
  }

  /** The total of a figure ('outcomes', 'faults.offline', …). */
  total(name: string): number {
    return this.counts.get(name) ?? 0;
  }

  /** The totals as lines, grouped: counts, faults by kind, calls met, conflicts. */
  describe(): string {
    const group = (prefix: string) =>
      [...this.counts.entries()]
        .filter(([name]) => name.startsWith(`${prefix}.`))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, n]) => `${name.slice(prefix.length + 1)} ${n}`)
        .join(', ');
    const plain = [
      'steps',
      'outcomes',
      'photos',
      'assessments',
      'adminChanges',
      'diskRefusals',
      'quietRounds',
      'relogins',
    ]
      .map((name) => `${name} ${this.total(name)}`)
      .join(', ');
    return [
      `runs ${this.runs}: lost ${this.total('lost')}, duplicated ${this.total('duplicated')}`,
      `done: ${plain}`,
      `faults struck: ${group('faults')}`,
      `sync calls that met a fault: ${group('metCalls')}`,
      `conflicts: ${group('conflicts') || 'none'}`,
    ].join('\n');
  }

  private bump(name: string, n: number): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + n);
  }
}
