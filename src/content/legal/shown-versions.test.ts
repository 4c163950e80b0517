import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { colombiaToday } from "~/config/build-mode";
import { formatLegalDate } from "~/lib/format-date";
import { UNRECORDED_VERSION } from "./common";

/** shown-versions.ts as a build with `env` over this process's environment loads it. */
async function shownWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("./shown-versions");
}

/** A company folder that changes one provider of the example: a new text for both documents. */
function changedProvider(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "company-"));
  const providers = { hosting: { name: "Nube Real S.A.S.", country: "Colombia" } };
  writeFileSync(path.join(dir, "company.json"), JSON.stringify({ providers }));
  return dir;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the legal versions a build shows", () => {
  it("are the recorded ones while the texts are unchanged", async () => {
    const shown = await shownWith({});
    const { legalRecord } = await import("./versions");
    expect(shown.shownVersion("privacy-policy").effectiveAt).toBe(
      legalRecord["privacy-policy"].at(-1)?.effectiveAt,
    );
    expect(JSON.stringify(shown.shownVersionHeader("privacy-policy"))).not.toContain(
      UNRECORDED_VERSION,
    );
  });

  it("show a changed text in a preview as it would be recorded today, marked so", async () => {
    const shown = await shownWith({ SITE_COMPANY_DIR: changedProvider() });
    const today = colombiaToday();
    for (const document of ["privacy-policy", "terms-of-service"] as const) {
      expect(shown.shownVersion(document)).toMatchObject({ effectiveAt: today, updatedAt: today });
      const header = shown.shownVersionHeader(document);
      expect(header.notice.notice?.text).toContain(UNRECORDED_VERSION);
      // The version it replaces is filed among the earlier ones, readable at its address.
      expect(shown.earlierVersions(document).length).toBeGreaterThan(0);
    }
    const policy = JSON.stringify(shown.shownDocument("privacy-policy"));
    expect(policy).toContain(`rige desde el ${formatLegalDate(today)}`);
  });

  it("are the recorded ones in a release, which refuses an unrecorded text before rendering", async () => {
    const shown = await shownWith({ SITE_COMPANY_DIR: changedProvider(), SITE_RELEASE: "1" });
    const { legalRecord } = await import("./versions");
    expect(shown.shownVersion("privacy-policy").effectiveAt).toBe(
      legalRecord["privacy-policy"].at(-1)?.effectiveAt,
    );
  });
});
