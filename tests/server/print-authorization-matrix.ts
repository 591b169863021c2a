/** Prints the authorization matrix as Markdown: `npx tsx tests/server/print-authorization-matrix.ts`. */
import { matrixMarkdown } from './authorization-matrix-markdown';
import { matrixRows } from './authorization-matrix-table';

console.log(matrixMarkdown(matrixRows));
