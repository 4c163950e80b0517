import type { ConsentPurpose } from "./consent-purposes";

/**
 * The first-party cookies each product writes: Google Analytics `_ga` and `_ga_<container>` (and
 * `_gid`, `_gac_*` where older or linked setups add them), Google Ads `_gcl_*` (`_gcl_au`,
 * `_gcl_aw`, …). A withdrawn purpose takes them away.
 */
const PRODUCT_COOKIES: Record<ConsentPurpose, RegExp> = {
  analytics: /^(_ga|_ga_.+|_gid|_gac_.+)$/,
  advertising: /^(_gcl_.+|_gac_.+)$/,
};

/**
 * The domains a cookie of this page can live on: the host and each parent. The tag writes its
 * cookies on the highest one the browser accepts ("cookie_domain: auto"), so each is tried;
 * the browser ignores a public suffix.
 */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split(".");
  return labels.map((_, index) => labels.slice(index).join("."));
}

/** Expires every cookie of the purpose's product, host-only and on every parent domain. */
export function clearProductCookies(purpose: ConsentPurpose): void {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => PRODUCT_COOKIES[purpose].test(name));
  const expired = "=; Max-Age=0; path=/";
  for (const name of new Set(names)) {
    document.cookie = `${name}${expired}`;
    for (const domain of cookieDomains(location.hostname)) {
      document.cookie = `${name}${expired}; domain=${domain}`;
    }
  }
}
