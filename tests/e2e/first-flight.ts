import { brotliCompressSync, constants } from "node:zlib";
import { CLIENT_DIR } from "../../scripts/build-paths.ts";
import { headerOptionsFromPages } from "../../scripts/deploy-configs.ts";
import { contentSecurityPolicy } from "../../scripts/headers.ts";
import { withGoogleTag } from "../shared/google-tag-html";

/**
 * A new connection sends 10 TCP segments (14,600 bytes) before the first acknowledgement. A page
 * whose compressed HTML and response headers fit in that first flight arrives in one round trip;
 * 1 byte more costs a second one (on Lighthouse's mobile profile, 150 ms of LCP;
 * docs/decisions/0002-first-round-trip.md). One rule, for every page of every build, the company's
 * proof on it or not and with Google's tags or without (docs/decisions/0019-one-round-trip-rule.md).
 * Checked by budgets.spec.ts and, on the wire of both servers, by server-contract.spec.ts.
 */
export const FIRST_FLIGHT_BYTES = 14_600;

type Header = { name: string; value: string };

/** The response head as sent over HTTP/1.1: its status line and "name: value\r\n" per header. */
export function headerBytes(headers: readonly Header[]): number {
  return headers.reduce((sum, { name, value }) => sum + name.length + value.length + 4, 17);
}

const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The first round trip of a built page if the build had configured GA4 and Google Ads: the page as
 * such a build writes it (the consent bar's place, the analytics configuration, the footer's
 * button; tests/shared/google-tag-html.ts) in brotli, as the build precompresses it, and the
 * served headers with the policy that names Google's hosts (scripts/headers.ts).
 */
export function withGoogleTagsBytes(html: string, headers: readonly Header[]): number {
  const policy = contentSecurityPolicy({
    ...headerOptionsFromPages(CLIENT_DIR),
    google: { analytics: true, ads: true },
  });
  const tagged = headers.map((header) =>
    header.name.toLowerCase() === "content-security-policy" ? { ...header, value: policy } : header,
  );
  return brotli(withGoogleTag(html, { ads: true })) + headerBytes(tagged);
}
