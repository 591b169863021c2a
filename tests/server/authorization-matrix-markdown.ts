/** The authorization matrix as a Markdown table (route × caller → status), for docs/security.md. */
import { callerNames } from './authorization-matrix-callers';
import type { MatrixRow } from './authorization-matrix-table';

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/** The table: one row per route, one column per caller, each cell the status that caller gets. */
export function matrixMarkdown(rows: readonly MatrixRow[]): string {
  const header = ['Route', 'Who may call', ...callerNames];
  const lines = [
    `| ${header.map(escapeCell).join(' | ')} |`,
    `| ${header.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map(({ route, expected }) => {
      const cells = [
        `\`${route.label}\``,
        route.access,
        ...callerNames.map((name) => String(expected[name])),
      ];
      return `| ${cells.map(escapeCell).join(' | ')} |`;
    }),
  ];
  return lines.join('\n');
}
