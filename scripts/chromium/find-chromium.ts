/**
 * Which Chromium the tests, the bench and the screenshots drive, in this order:
 * CHROMIUM_PATH, Debian's /usr/bin/chromium, Playwright's own download (if someone installed it),
 * then the binary shipped inside the npm package @sparticuz/chromium, a package of this folder
 * installed on first use (scripts/tools.ts) on any machine without root or a browser download.
 * CHROMIUM_SOURCE=registry skips the first three, so CI keeps the last path proven even where a
 * system browser exists.
 */
import { existsSync } from "node:fs";
import { chromium as playwrightChromium } from "@playwright/test";
import { ensureTools } from "../tools.ts";

/** Flags every launch needs here: root needs --no-sandbox; the machine has no outside network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface ChromiumBinary {
  path: string;
  source: "CHROMIUM_PATH" | "debian" | "playwright" | "registry";
}

/** A Chromium this machine has without the registry's: the first three places above. */
export function localChromium(): ChromiumBinary | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
    return { path: fromEnv, source: "CHROMIUM_PATH" };
  }
  if (existsSync("/usr/bin/chromium")) return { path: "/usr/bin/chromium", source: "debian" };
  const bundled = playwrightBundledPath();
  if (bundled) return { path: bundled, source: "playwright" };
  return undefined;
}

export async function findChromium(): Promise<ChromiumBinary> {
  const local = process.env.CHROMIUM_SOURCE === "registry" ? undefined : localChromium();
  if (local) return local;
  ensureTools("chromium");
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return { path: await sparticuz.executablePath(), source: "registry" };
}

function playwrightBundledPath(): string | undefined {
  try {
    const candidate = playwrightChromium.executablePath();
    return existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}
