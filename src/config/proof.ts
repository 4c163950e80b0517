import { loadProof } from "./proof-file.ts";

/**
 * The company's published proof (proof.json in its folder, or the example's), validated when the
 * site is built. Build time only: never import this from island code that runs in the browser.
 */
export const proof = loadProof();
