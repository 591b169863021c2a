/** Which built app the static site serves: the configured directory, or (test routes only) another build. */

/** The static site's directory, switchable for the update e2e test (POST /__test/static-dir). */
export class StaticRoot {
  private current: string;

  constructor(readonly configured: string) {
    this.current = configured;
  }

  /** The directory served now. */
  get dir(): string {
    return this.current;
  }

  /** Serves another directory from the next request on; null returns to the configured one. */
  use(dir: string | null): void {
    this.current = dir ?? this.configured;
  }
}
