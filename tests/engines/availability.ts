/**
 * Which engines besides Chromium this machine can run, and how to install the missing ones.
 * Playwright's own Firefox and WebKit builds cannot be downloaded here; Debian's can.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export type EngineName = "firefox" | "webkit";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
/** WebKitGTK through GObject introspection needs the system Python, not a pyenv one. */
export const SYSTEM_PYTHON = "/usr/bin/python3";

/** The Debian packages each engine needs (`.ci/run` installs them). */
export const DEBIAN_PACKAGES: Record<EngineName, string[]> = {
  firefox: ["firefox-esr"],
  webkit: ["webkit2gtk-driver", "xvfb", "xauth", "python3-gi", "gir1.2-webkit2-4.1"],
};

function runs(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore", timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/** Why an engine cannot run here, or undefined when it can. */
export function missing(engine: EngineName): string | undefined {
  if (engine === "firefox") {
    return existsSync(FIREFOX_PATH) ? undefined : `no Firefox at ${FIREFOX_PATH}`;
  }
  if (!runs("sh", ["-c", "command -v WebKitWebDriver"])) return "no WebKitWebDriver on PATH";
  if (!process.env.DISPLAY && !runs("sh", ["-c", "command -v xvfb-run"]))
    return "no display and no xvfb-run";
  const probe = "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1')";
  if (!runs(SYSTEM_PYTHON, ["-c", probe])) return "no WebKitGTK 4.1 for Python (python3-gi)";
  return undefined;
}

export function installHint(engines: EngineName[]): string {
  const packages = engines.flatMap((engine) => DEBIAN_PACKAGES[engine]).join(" ");
  return `sudo apt-get update && sudo apt-get install -y ${packages}`;
}
