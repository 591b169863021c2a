/** A name written as a quoted SQL identifier ("a""b"), kept exactly as given (case included). */
export function quotedIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
