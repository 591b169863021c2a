/**
 * The branch boards the tracking pages read. Every open page asks again every 30 s, and a branch's customers
 * may have hundreds of pages open, so a page never builds a board of its own: it takes the branch's board
 * from the office feed (which shares one build among all asking at the same version) and keeps it for
 * BOARD_FRESH_MS. A customer sees an ETA at most that much older than the office does; the page refreshes
 * far less often than that anyway.
 */
import type { TodayBoard } from '@domain/office/today-board';

/** How long a branch's board serves the tracking pages before the next page asks for a new one. */
export const BOARD_FRESH_MS = 5000;

interface Kept {
  board: Promise<TodayBoard>;
  at: number;
}

/** Short-lived boards by branch. */
export class TrackingBoards {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly build: (branch: string) => Promise<TodayBoard>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The branch's board, built at most once per BOARD_FRESH_MS (a failed build is not kept). */
  board(branch: string): Promise<TodayBoard> {
    const now = this.clock();
    const kept = this.kept.get(branch);
    if (kept && now - kept.at < BOARD_FRESH_MS) return kept.board;
    const board = this.build(branch);
    this.kept.set(branch, { board, at: now });
    board.catch(() => {
      if (this.kept.get(branch)?.board === board) this.kept.delete(branch);
    });
    // Boards of branches nobody tracks any more are dropped with the next build of any branch.
    for (const [other, entry] of this.kept) if (now - entry.at >= BOARD_FRESH_MS) this.kept.delete(other);
    return board;
  }
}
