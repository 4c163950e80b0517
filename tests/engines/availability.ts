/**
 * Which engines besides Chromium this machine can run, and exactly which Debian package each
 * missing part comes from. Playwright's own Firefox and WebKit builds cannot be downloaded here;
 * Debian's can.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { scaled } from "../time-scale.ts";

export type EngineName = "firefox" | "webkit";

type Env = Record<string, string | undefined>;

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
/** WebKitGTK through GObject introspection needs the system Python, not a pyenv one. */
export const SYSTEM_PYTHON = "/usr/bin/python3";

/**
 * One part an engine needs: what it is, the Debian package that brings it, how to see it, and the
 * package it cannot be checked without (reported instead of it when that one is missing too).
 */
type Part = { what: string; debian: string; present: (env: Env) => boolean; needs?: string };

function runs(command: string, args: string[], env: Env): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore", timeout: scaled(20_000), env });
    return true;
  } catch {
    return false;
  }
}

const onPath = (command: string) => (env: Env) =>
  runs("/bin/sh", ["-c", `command -v ${command}`], env);
const python = (code: string) => (env: Env) => runs(SYSTEM_PYTHON, ["-c", code], env);
const gi = (library: string, version: string) =>
  python(`import gi; gi.require_version('${library}', '${version}')`);

const PARTS: Record<EngineName, Part[]> = {
  firefox: [
    {
      what: `Firefox at ${FIREFOX_PATH}`,
      debian: "firefox-esr",
      present: () => existsSync(FIREFOX_PATH),
    },
  ],
  webkit: [
    {
      what: "WebKitWebDriver on PATH",
      debian: "webkit2gtk-driver",
      present: onPath("WebKitWebDriver"),
    },
    {
      what: "xvfb-run, needed as there is no $DISPLAY",
      debian: "xvfb",
      present: (env) => Boolean(env.DISPLAY) || onPath("xvfb-run")(env),
    },
    {
      what: "xauth, which xvfb-run needs",
      debian: "xauth",
      present: (env) => Boolean(env.DISPLAY) || onPath("xauth")(env),
    },
    { what: `PyGObject for ${SYSTEM_PYTHON}`, debian: "python3-gi", present: python("import gi") },
    {
      what: "GTK 3 for PyGObject",
      debian: "gir1.2-gtk-3.0",
      present: gi("Gtk", "3.0"),
      needs: "python3-gi",
    },
    {
      what: "WebKitGTK 4.1 for PyGObject",
      debian: "gir1.2-webkit2-4.1",
      present: gi("WebKit2", "4.1"),
      needs: "python3-gi",
    },
  ],
};

/** The Debian packages of every part of these engines (what `.ci/run` installs). */
export const DEBIAN_PACKAGES: Record<EngineName, string[]> = {
  firefox: PARTS.firefox.map((part) => part.debian),
  webkit: PARTS.webkit.map((part) => part.debian),
};

/** The parts of an engine this machine lacks (empty: it can run). */
export function missingParts(engine: EngineName, env: Env = process.env): Part[] {
  const absent = PARTS[engine].filter((part) => !part.present(env));
  const packages = new Set(absent.map((part) => part.debian));
  return absent.filter((part) => !part.needs || !packages.has(part.needs));
}

/** Why an engine cannot run here, naming each missing part and its package; undefined: it can. */
export function missing(engine: EngineName, env: Env = process.env): string | undefined {
  const parts = missingParts(engine, env);
  if (parts.length === 0) return undefined;
  return parts.map((part) => `missing ${part.what} (Debian package ${part.debian})`).join("; ");
}

/** The command that installs exactly the missing packages of these engines. */
export function installHint(engines: EngineName[], env: Env = process.env): string {
  const packages = engines.flatMap((engine) =>
    missingParts(engine, env).map((part) => part.debian),
  );
  return `sudo apt-get update && sudo apt-get install -y ${[...new Set(packages)].join(" ")}`;
}
