// A Vite plugin that records which modules ended up in which main-thread
// chunk (dist/.vite/chunk-report.json), for the deterministic size check.
import type { Plugin } from 'vite';

/** One chunk of the main-thread build as the size check reads it. */
export interface ChunkRecord {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

export const chunkReportFile = '.vite/chunk-report.json';

/** Emits the chunk report next to Vite's own manifest. */
export function chunkReportPlugin(): Plugin {
  return {
    name: 'doorstep-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkRecord[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          moduleIds: [...output.moduleIds],
        });
      }
      this.emitFile({ type: 'asset', fileName: chunkReportFile, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
