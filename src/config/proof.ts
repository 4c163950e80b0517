import { loadProof } from "./proof-file.ts";

/**
 * The company's published proof (SITE_PROOF_FILE), validated when the site is built; empty by
 * default. Build time only: never import this from island code that runs in the browser.
 */
export const proof = loadProof();
