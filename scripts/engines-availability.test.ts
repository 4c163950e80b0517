import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { installHint, missing } from "../tests/engines/availability.ts";

/** What this machine has (the cross-engine suite's packages, .ci/run installs them). */
const hasWebKit = missing("webkit") === undefined;

describe("the cross-engine suite's skip message", () => {
  it.skipIf(!hasWebKit || !existsSync("/usr/bin/python3"))(
    "names each missing part of WebKit and exactly its Debian package",
    () => {
      const bare = { ...process.env, PATH: "/nonexistent", DISPLAY: "" };
      expect(missing("webkit", bare)).toBe(
        "missing WebKitWebDriver on PATH (Debian package webkit2gtk-driver); " +
          "missing xvfb-run, needed as there is no $DISPLAY (Debian package xvfb); " +
          "missing xauth, which xvfb-run needs (Debian package xauth)",
      );
      expect(installHint(["webkit"], bare)).toBe(
        "sudo apt-get update && sudo apt-get install -y webkit2gtk-driver xvfb xauth",
      );
    },
  );

  it.skipIf(!hasWebKit)("asks for no display tool when there is a display", () => {
    const withDisplay = { ...process.env, PATH: "/nonexistent", DISPLAY: ":99" };
    expect(missing("webkit", withDisplay)).toBe(
      "missing WebKitWebDriver on PATH (Debian package webkit2gtk-driver)",
    );
  });
});
