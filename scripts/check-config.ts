/**
 * First step of `npm run build`: validates the site configuration and the proof file (and, with SITE_RELEASE=1, that
 * no example value is left) before anything is built. A wrong value prints its message and exits 1.
 */
import { loadProofOrExit } from "../src/config/proof-file.ts";
import { resolveSiteConfigOrExit } from "./site-config.ts";

resolveSiteConfigOrExit();
loadProofOrExit();
