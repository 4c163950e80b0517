/** What the build defines for browser code (astro.config.ts, vite.define). */
interface ImportMetaEnv {
  /** The site has a Google tag, so a consent bar (src/islands/consent-first-paint.ts). */
  readonly CONSENT_BAR: boolean;
}
