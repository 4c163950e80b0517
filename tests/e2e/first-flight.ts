import { loadProof } from "../../src/config/proof-file";
import type { Proof } from "../../src/config/proof-schema";
import { labPath } from "../../src/config/site";

/**
 * A new connection sends 10 TCP segments (14,600 bytes) before the first acknowledgement. A page
 * whose compressed HTML and response headers fit in that first flight arrives in one round trip;
 * 1 byte more costs a second one (on Lighthouse's mobile profile, 150 ms of LCP;
 * docs/decisions/0002-first-round-trip.md). Checked by budgets.spec.ts and, on the wire of both
 * servers, by server-contract.spec.ts.
 */
export const FIRST_FLIGHT_BYTES = 14_600;

/**
 * Proof (docs/proof.md) is real content the company chose to show, and the build's proof file
 * puts it in the page's first response: the example file does so in the default build as much as
 * a company's file does (its three cases, the services' prices and the steps of work add about
 * 700 B of brotli HTML to /). So a page may pass the HTML budgets (gzip and first flight) by this
 * much whenever the proof file in use, the example one included, puts entries on it; a page it
 * puts nothing on (a company that publishes no proof, tests/fixtures/company-without-proof/, or a
 * file without that page's slots) keeps the strict limit.
 */
const PROOF_ALLOWANCE_BYTES = 2_000;

/** The proof file's slots each page shows (the home page's lab service card shows `price` too). */
const SLOTS: Record<string, readonly (keyof Proof)[]> = {
  "/": ["clients", "testimonials", "caseStudies", "servicePrices", "process", "price"],
  [labPath]: ["analyzers", "analyzerModels", "goLive", "regulations", "references", "price"],
};

/** Whether a slot puts something on a page: a list with entries, a value (not a declined price). */
const shows = (value: Proof[keyof Proof]) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && !("published" in value);

/** The allowance for `route`, read from the proof file the build used (the company's or the example's). */
export function proofAllowanceBytes(route: string, proof: Proof = loadProof()): number {
  return (SLOTS[route] ?? []).some((slot) => shows(proof[slot])) ? PROOF_ALLOWANCE_BYTES : 0;
}
