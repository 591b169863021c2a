/** The worker entry's file (relative to dist) started by the engine chunk, or null when none is found. */
export declare function workerEntryOf(dist: string, engineChunk: string): string | null;
/** The entry and every chunk it imports statically, each once (files relative to dist). */
export declare function eagerWorkerChunks(dist: string, entry: string): string[];
