/** Runs work inside a transaction so that it commits whole or not at all. */

/** Aborts a transaction that may already have ended on its own (a failed request aborts it). */
export function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // already finished or aborted: nothing of this work was committed
  }
}

/**
 * Runs `work` in `tx`: any failure aborts the transaction, so none of the
 * work's writes land; resolves with its result once the transaction is durable.
 */
export async function transactionWork<T>(
  tx: { abort(): void; done: Promise<void> },
  work: () => Promise<T>,
): Promise<T> {
  const guarded = work().catch((error: unknown) => {
    abortQuietly(tx);
    throw error;
  });
  const [result] = await Promise.all([guarded, tx.done]);
  return result;
}
