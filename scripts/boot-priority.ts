/**
 * The shared boot module at low fetch priority. Chromium fetches a module script at High, beside
 * the render-blocking stylesheet and the preloaded font, so on a slow first connection its bytes
 * compete with what the first paint waits for; Lighthouse's simulation even counts it as
 * render-blocking (FCP 0.13–0.32 s after the page's no-JS twin at 8× CPU). It runs only once the
 * document is parsed whatever its priority. Astro writes its processed scripts without extra
 * attributes (an attribute would leave the script unprocessed), so the built pages get it here
 * (docs/decisions/0019-one-round-trip-rule.md).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "./files.ts";

const BOOT_TAG = /<script type="module" src="/g;
const LOW = '<script type="module" fetchpriority="low" src="';

/** The page with every external module script at low priority; it must have exactly one. */
export function withLowBootPriority(html: string, page: string): string {
  const count = html.match(BOOT_TAG)?.length ?? 0;
  if (count !== 1) {
    throw new Error(`${page}: expected one external module script (the boot), found ${count}.`);
  }
  return html.replace(BOOT_TAG, LOW);
}

export function lowerBootPriority(client: string): void {
  for (const page of filesUnder(client).filter((file) => file.endsWith(".html"))) {
    const file = path.join(client, page);
    writeFileSync(file, withLowBootPriority(readFileSync(file, "utf8"), page));
  }
}
