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
 * How a part is looked for: on this machine by default (a few short processes); the unit test
 * passes its own answers, so what it checks is the reasoning below, on any machine.
 */
export type Probe = {
  /** A command on the PATH of `env`. */
  onPath(command: string, env: Env): boolean;
  /** The system Python runs this code without an error. */
  python(code: string, env: Env): boolean;
  exists(file: string): boolean;
};

function runs(command: string, args: string[], env: Env): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore", timeout: scaled(20_000), env });
    return true;
  } catch {
    return false;
  }
}

export const THIS_MACHINE: Probe = {
  onPath: (command, env) => runs("/bin/sh", ["-c", `command -v ${command}`], env),
  python: (code, env) => runs(SYSTEM_PYTHON, ["-c", code], env),
  exists: existsSync,
};

/**
 * One part an engine needs: what it is, the Debian package that brings it, how to see it, and the
 * package it cannot be checked without (reported instead of it when that one is missing too).
 */
type Part = {
  what: string;
  debian: string;
  present: (env: Env, probe: Probe) => boolean;
  needs?: string;
};

const gi =
  (library: string, version: string) =>
  (env: Env, probe: Probe): boolean =>
    probe.python(`import gi; gi.require_version('${library}', '${version}')`, env);

const PARTS: Record<EngineName, Part[]> = {
  firefox: [
    {
      what: `Firefox at ${FIREFOX_PATH}`,
      debian: "firefox-esr",
      present: (_env, probe) => probe.exists(FIREFOX_PATH),
    },
  ],
  webkit: [
    {
      what: "WebKitWebDriver on PATH",
      debian: "webkit2gtk-driver",
      present: (env, probe) => probe.onPath("WebKitWebDriver", env),
    },
    {
      what: "xvfb-run, needed as there is no $DISPLAY",
      debian: "xvfb",
      present: (env, probe) => Boolean(env.DISPLAY) || probe.onPath("xvfb-run", env),
    },
    {
      what: "xauth, which xvfb-run needs",
      debian: "xauth",
      present: (env, probe) => Boolean(env.DISPLAY) || probe.onPath("xauth", env),
    },
    {
      what: `PyGObject for ${SYSTEM_PYTHON}`,
      debian: "python3-gi",
      present: (env, probe) => probe.python("import gi", env),
    },
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
export function missingParts(
  engine: EngineName,
  env: Env = process.env,
  probe: Probe = THIS_MACHINE,
): Part[] {
  const absent = PARTS[engine].filter((part) => !part.present(env, probe));
  const packages = new Set(absent.map((part) => part.debian));
  return absent.filter((part) => !part.needs || !packages.has(part.needs));
}

/** Why an engine cannot run here, naming each missing part and its package; undefined: it can. */
export function missing(
  engine: EngineName,
  env: Env = process.env,
  probe: Probe = THIS_MACHINE,
): string | undefined {
  const parts = missingParts(engine, env, probe);
  if (parts.length === 0) return undefined;
  return parts.map((part) => `missing ${part.what} (Debian package ${part.debian})`).join("; ");
}

/** The command that installs exactly the missing packages of these engines. */
export function installHint(
  engines: EngineName[],
  env: Env = process.env,
  probe: Probe = THIS_MACHINE,
): string {
  const packages = engines.flatMap((engine) =>
    missingParts(engine, env, probe).map((part) => part.debian),
  );
  return `sudo apt-get update && sudo apt-get install -y ${[...new Set(packages)].join(" ")}`;
}
