/** What an evidence record call answers: its value, or the message to show. */
export type RecordCallResult<T> = { ok: true; value: T } | { ok: false; message: string };
