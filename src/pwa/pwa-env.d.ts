/** Build-time settings read by src/pwa. */
interface ImportMetaEnv {
  /** Identifies the build (shown as <html data-build>); defaults to the package version. */
  readonly VITE_APP_BUILD_ID?: string;
}
