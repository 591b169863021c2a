/** Where the engine-realm bench's page runs its engine: the localStorage key the bench sets, and its values. */
export const REALM_KEY = 'bench:engine-realm';
/** The value that runs the engine on the page's main thread (anything else: the dedicated worker). */
export const MAIN_THREAD = 'main-thread';
