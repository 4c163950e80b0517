import { describe, expect, it } from "vitest";
import {
  FIREFOX_PATH,
  installHint,
  missing,
  SYSTEM_PYTHON,
  type Probe,
} from "../tests/engines/availability.ts";

/**
 * The cross-engine suite's skip message, from a machine described here rather than looked at:
 * no process starts, so the answer does not depend on what this machine has or how busy it is.
 */
const machine = (has: Partial<Probe> = {}): Probe => ({
  onPath: () => true,
  python: () => true,
  exists: () => true,
  ...has,
});
const NO_DISPLAY = { DISPLAY: "" };
const nothingOnPath = machine({ onPath: () => false });

describe("the cross-engine suite's skip message", () => {
  it("names each missing part of WebKit and exactly its Debian package", () => {
    expect(missing("webkit", NO_DISPLAY, nothingOnPath)).toBe(
      "missing WebKitWebDriver on PATH (Debian package webkit2gtk-driver); " +
        "missing xvfb-run, needed as there is no $DISPLAY (Debian package xvfb); " +
        "missing xauth, which xvfb-run needs (Debian package xauth)",
    );
    expect(installHint(["webkit"], NO_DISPLAY, nothingOnPath)).toBe(
      "sudo apt-get update && sudo apt-get install -y webkit2gtk-driver xvfb xauth",
    );
  });

  it("asks for no display tool when there is a display", () => {
    expect(missing("webkit", { DISPLAY: ":99" }, nothingOnPath)).toBe(
      "missing WebKitWebDriver on PATH (Debian package webkit2gtk-driver)",
    );
  });

  it("names PyGObject alone when Python has no gi, not the libraries it cannot look for", () => {
    const noGi = machine({ python: () => false });
    expect(missing("webkit", NO_DISPLAY, noGi)).toBe(
      `missing PyGObject for ${SYSTEM_PYTHON} (Debian package python3-gi)`,
    );
  });

  it("names WebKitGTK's introspection package when only that is missing", () => {
    const noWebKit = machine({ python: (code) => !code.includes("WebKit2") });
    expect(missing("webkit", NO_DISPLAY, noWebKit)).toBe(
      "missing WebKitGTK 4.1 for PyGObject (Debian package gir1.2-webkit2-4.1)",
    );
  });

  it("names Firefox ESR's package, and nothing when every part is there", () => {
    const noFirefox = machine({ exists: (file) => file !== FIREFOX_PATH });
    expect(missing("firefox", NO_DISPLAY, noFirefox)).toBe(
      `missing Firefox at ${FIREFOX_PATH} (Debian package firefox-esr)`,
    );
    expect(installHint(["firefox", "webkit"], NO_DISPLAY, noFirefox)).toBe(
      "sudo apt-get update && sudo apt-get install -y firefox-esr",
    );
    expect(missing("firefox", NO_DISPLAY, machine())).toBeUndefined();
    expect(missing("webkit", NO_DISPLAY, machine())).toBeUndefined();
  });
});
