/**
 * Whether PostgreSQL refused a statement for the values it was given (SQLSTATE class 22, a data exception,
 * or 23, an integrity constraint violation), as opposed to the connection, the server or the statement's text
 * failing. Such a statement stored nothing, and the same values will be refused again; anything else may pass
 * on another try, or may even have committed before the answer was lost. PGlite's errors carry the same
 * codes.
 */
export function isDataRefusal(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^2[23]/.test(code);
}
