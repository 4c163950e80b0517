/**
 * The link redirectors of the social platforms whose profiles the company links
 * (url-fields.ts): an address on the platform's domain that sends the visitor on to another
 * address. Pure.
 */

/** `text` percent-decoded until it stops changing (a malformed escape is left as it is). */
function decoded(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The paths of the platforms' link redirectors (Facebook's shims and warning page, LinkedIn's). */
const REDIRECTOR = /^\/(l\.php|lm\.php|flx\/warn|redir\/redirect|safety\/go)\/?$/i;
/** A value that is another address: with its scheme, or protocol-relative ("//evil.example"). */
const ADDRESS = /^(https?:|[\\/]{2})/i;

/**
 * Whether a URL on a platform's domain is its link redirector rather than a page of it:
 * Facebook's link shim (`/l.php?u=…`, on facebook.com or l.facebook.com) or warning page
 * (`/flx/warn/?u=…`), LinkedIn's (`/redir/redirect?url=…`), or any address carrying another
 * address in its query. Copied from a post, such a link sends the visitor on to whatever address
 * it carries. A server may decode escapes and merge slashes before it routes a request, so
 * `/%6C.php` and `//l.php` count as the shim, and `u=//evil.example` as an address.
 */
export function isRedirect(url: URL): boolean {
  if (REDIRECTOR.test(decoded(url.pathname).replace(/\/{2,}/g, "/"))) return true;
  return [...url.searchParams.values()].some((value) => ADDRESS.test(decoded(value).trim()));
}
