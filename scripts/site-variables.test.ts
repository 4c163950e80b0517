import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_VARIABLES, unknownSiteVariables } from "./site-variables.ts";

const root = path.resolve(import.meta.dirname, "..");
/** A variable name as code reads it: a string literal or a property of an environment object. */
const SITE_NAME = /(?:["'`]|env\.)(SITE_[A-Z0-9_]*[A-Z0-9])\b/g;

/** The first column of the table under "## Variables" in docs/configuration.md. */
function documentedVariables(): string[] {
  const doc = readFileSync(path.join(root, "docs/configuration.md"), "utf8");
  const section = doc.split(/^## /m).find((part) => part.startsWith("Variables\n")) ?? "";
  return [...section.matchAll(/^\| `(SITE_\w+)`/gm)].map(([, name]) => name ?? "");
}

/** Every SITE_* name written in the source the build runs (src/ and scripts/, tests aside). */
function variablesInCode(): Set<string> {
  const names = new Set<string>();
  for (const dir of ["src", "scripts"]) {
    const files = readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" });
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(root, dir, file), "utf8");
      for (const [, name] of source.matchAll(SITE_NAME)) if (name) names.add(name);
    }
  }
  return names;
}

describe("the SITE_* variables", () => {
  it("are documented one per row in docs/configuration.md, exactly those the build reads", () => {
    const documented = documentedVariables();
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...SITE_VARIABLES].sort());
  });

  it("are all in the one list: the code names no SITE_* variable outside it", () => {
    const platform = Object.fromEntries([...variablesInCode()].map((name) => [name, ""]));
    expect(unknownSiteVariables(platform)).toEqual([]);
    expect(variablesInCode().size).toBeGreaterThan(SITE_VARIABLES.length / 2);
  });
});
