/**
 * The engine's handle on the office board's feed: it loads the feed's code (the event-stream parser and
 * the board's schema) only when an admin first watches the board, so a driver's engine never carries it.
 * Until then there is nothing to stop or to tell of the connection.
 */
import type { TodayBoardFeed, TodayBoardFeedDeps } from './today-board-feed';

/** Passes watches, the connection and the session's end to the lazily loaded feed. */
export class TodayBoardWatch {
  private feed: Promise<TodayBoardFeed> | null = null;

  constructor(private readonly deps: TodayBoardFeedDeps) {}

  /** Acts on the feed, loading it first for a watch; without a watch yet, there is nothing to act on. */
  private async on(load: boolean, act: (feed: TodayBoardFeed) => void): Promise<void> {
    if (load)
      this.feed ??= import('./today-board-feed').then(({ TodayBoardFeed }) => new TodayBoardFeed(this.deps));
    if (this.feed) act(await this.feed);
  }

  /** One more page watches: the first starts the feed. */
  watch(): Promise<void> {
    return this.on(true, (feed) => feed.watch());
  }

  /** One page fewer: the last stops the feed and drops the board. */
  unwatch(): Promise<void> {
    return this.on(false, (feed) => feed.unwatch());
  }

  /** The session ended: nobody watches any more. */
  stop(): Promise<void> {
    return this.on(false, (feed) => feed.stop());
  }

  /** The connection came or went. */
  setOnline(online: boolean): Promise<void> {
    return this.on(false, (feed) => feed.setOnline(online));
  }
}
