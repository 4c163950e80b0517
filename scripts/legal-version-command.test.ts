// @vitest-environment node
/**
 * `npm run legal:version` as a company runs it after changing what its legal texts print
 * (scripts/legal-version.ts), on a copy of the second company's folder: it records the new
 * version, says plainly when that version takes the place of one that had yet to take effect
 * (which is left out of the earlier versions, its text deleted), and the release build then
 * passes. Dates are counted from the day the test runs, so it holds on any day. And `--sellar`
 * on a record written before seals: it seals the versions as the command would have, and refuses
 * an archived text edited by hand.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { colombiaToday } from "../src/config/build-mode.ts";
import { addDays } from "../src/config/legal-versions.ts";
import type { LegalRecord } from "../src/config/legal-versions.ts";
import { check, committed, company, companyFolder, release } from "./config-check-run.ts";

const root = path.resolve(import.meta.dirname, "..");
const withoutSite = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("SITE_")),
);

/** The command run as its own process for the folder `dir`: its exit status and output. */
function legalVersion(dir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ["scripts/legal-version.ts", ...args], {
    cwd: root,
    env: { ...withoutSite, SITE_COMPANY_DIR: dir },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const RECORD = path.join("legal-versions", String(company.nit), "record.json");

/** A copy of the second company's folder whose record has no seals, as written before them. */
function unsealedFolder(): string {
  const dir = companyFolder(() => {});
  const record = JSON.parse(committed(RECORD)) as LegalRecord;
  for (const version of Object.values(record).flat())
    for (const field of ["previous", "text", "seal"]) Reflect.deleteProperty(version, field);
  writeFileSync(path.join(dir, RECORD), JSON.stringify(record, null, 2));
  return dir;
}

/** The country of the company's AI provider, which both legal texts print. */
function setAiCountry(data: Record<string, unknown>, country: string) {
  const providers = data.providers as Record<string, { country: string }>;
  if (!providers.ai) throw new Error("the second company names an AI provider");
  providers.ai.country = country;
}

describe("recording a new version after an edit", () => {
  it("says which scheduled version it replaces, and the release then passes", async () => {
    const [sooner, later] = [1, 3].map((days) => addDays(colombiaToday(), days));
    const dir = companyFolder((data) => setAiCountry(data, "Estados Unidos"));
    expect(legalVersion(dir, "--vigencia", later ?? "").status).toBe(0);

    const file = path.join(dir, "company.json");
    const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    setAiCountry(data, "México");
    writeFileSync(file, JSON.stringify(data));
    const { status, output } = legalVersion(dir, "--vigencia", sooner ?? "");
    expect(output).toContain(
      `Política de Privacidad: esta versión reemplaza la programada para el ${later}, que aún no regía (no se aplicó a nadie); aquella no queda entre las versiones anteriores.`,
    );
    expect(status).toBe(0);
    const texts = path.join(dir, "legal-versions", String(company.nit), "privacy-policy");
    expect(existsSync(path.join(texts, `${later}.json`))).toBe(false);
    expect(existsSync(path.join(texts, `${sooner}.json`))).toBe(true);
    expect(await check({ ...release, SITE_COMPANY_DIR: dir })).toEqual({ status: 0, output: "" });
  }, 240_000);

  it("--sellar seals a record written before seals as the command writes one", async () => {
    const dir = unsealedFolder();
    expect((await check({ SITE_COMPANY_DIR: dir })).status).toBe(1);
    const { status, output } = legalVersion(dir, "--sellar");
    expect(output).toContain("Selladas las versiones /privacy-policy del");
    expect(status).toBe(0);
    expect(readFileSync(path.join(dir, RECORD), "utf8")).toBe(committed(RECORD));
    expect(await check({ ...release, SITE_COMPANY_DIR: dir })).toEqual({ status: 0, output: "" });
  }, 240_000);

  it("--sellar refuses an archived text edited by hand, sealing nothing", () => {
    const dir = unsealedFolder();
    const record = JSON.parse(committed(RECORD)) as LegalRecord;
    const date = record["privacy-policy"][0]?.effectiveAt ?? "";
    const text = path.join(
      dir,
      "legal-versions",
      String(company.nit),
      "privacy-policy",
      `${date}.json`,
    );
    const archived = JSON.parse(readFileSync(text, "utf8")) as { intro: string };
    archived.intro += " TEXTO INSERTADO A MANO.";
    writeFileSync(text, JSON.stringify(archived, null, 2));
    const before = readFileSync(path.join(dir, RECORD), "utf8");
    const { status, output } = legalVersion(dir, "--sellar");
    expect(output).toContain(
      `${text}: no da la huella que el registro guarda para la versión /privacy-policy del ${date} (difiere: `,
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(status).toBe(1);
    expect(readFileSync(path.join(dir, RECORD), "utf8")).toBe(before);
  }, 240_000);
});
