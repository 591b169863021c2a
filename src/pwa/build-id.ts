/**
 * Which build this page runs: VITE_APP_BUILD_ID at build time, else the package
 * version. Marked on <html data-build> for support and the update e2e test.
 */
import { version } from '../../package.json';

/** This build's id. */
export const BUILD_ID: string = import.meta.env.VITE_APP_BUILD_ID || version;

/** Puts the build id on the document element. */
export function markBuild(): void {
  document.documentElement.dataset.build = BUILD_ID;
}
