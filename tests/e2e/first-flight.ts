/**
 * A new connection sends 10 TCP segments (14,600 bytes) before the first acknowledgement. A page
 * whose compressed HTML and response headers fit in that first flight arrives in one round trip;
 * 1 byte more costs a second one (on Lighthouse's mobile profile, 150 ms of LCP;
 * docs/decisions/0002-first-round-trip.md). Checked by budgets.spec.ts and, on the wire of both
 * servers, by server-contract.spec.ts.
 */
export const FIRST_FLIGHT_BYTES = 14_600;

/**
 * Published proof (SITE_PROOF_FILE, docs/proof.md) is real content the company chose to show, so
 * a build with a proof file may pass the HTML budgets (gzip and first flight) by this much: the
 * fixture's four clients, two quotes and one case add about 750 B of brotli HTML to /. Only when
 * SITE_PROOF_FILE is set; the default build keeps the strict limits.
 */
export const PROOF_ALLOWANCE_BYTES = process.env.SITE_PROOF_FILE ? 2_000 : 0;
