/**
 * The engine's handle on the office board's feed: it loads the feed's code (the event-stream parser and
 * the board's schema) only when an admin first watches the board, so a driver's engine never carries it.
 * Watches are counted (two open pages, one feed); logout stops the feed whatever the count.
 */
import type { TodayBoardFeed, TodayBoardFeedDeps } from './today-board-feed';

/** Starts, stops and follows the connection for the lazily loaded feed. */
export class TodayBoardWatch {
  private feed: Promise<TodayBoardFeed> | null = null;
  private watchers = 0;

  constructor(private readonly deps: TodayBoardFeedDeps) {}

  private loaded(): Promise<TodayBoardFeed> {
    this.feed ??= import('./today-board-feed').then(({ TodayBoardFeed }) => new TodayBoardFeed(this.deps));
    return this.feed;
  }

  /** One more page watches: the first starts the feed. */
  async watch(): Promise<void> {
    this.watchers += 1;
    const feed = await this.loaded();
    if (this.watchers > 0) feed.watch();
  }

  /** One page fewer: the last stops the feed and drops the board. */
  async unwatch(): Promise<void> {
    this.watchers = Math.max(0, this.watchers - 1);
    if (this.watchers === 0 && this.feed) (await this.feed).unwatch();
  }

  /** The session ended: nobody watches any more. */
  async stop(): Promise<void> {
    this.watchers = 0;
    if (this.feed) (await this.feed).unwatch();
  }

  /** The connection came or went. */
  async setOnline(online: boolean): Promise<void> {
    if (this.watchers > 0 && this.feed) (await this.feed).setOnline(online);
  }
}
