/** An HTTP answer raised from anywhere in a handler; the app's error handler sends it as JSON. */

/** A JSON error answer with a status (product rule 8.2: 400/500 bodies carry `message`) and optional headers. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers sent with the answer (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The JSON body: `{ message, ...extra }`. */
  body(): Record<string, unknown> {
    return { message: this.message, ...this.extra };
  }
}

/** 400 with a message. */
export function badRequest(message: string): ApiError {
  return new ApiError(400, message);
}
