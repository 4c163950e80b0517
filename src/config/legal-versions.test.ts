import { describe, expect, it } from "vitest";
import {
  EMPTY_RECORD,
  legalRecordSchema,
  LegalVersionError,
  versionProblems,
  type LegalRecord,
  type TextState,
} from "./legal-versions.ts";
import { recordVersion, replacedNotice } from "./legal-record-version.ts";

const hash = (char: string) => char.repeat(64);
const state = (fingerprint: string, sectionHash = "aaaa"): TextState => ({
  document: "privacy-policy",
  title: "Política de Privacidad",
  fingerprint,
  parts: [
    { id: "encabezado", title: "Encabezado", hash: "0000" },
    { id: "finalidades", title: "Finalidades del tratamiento", hash: sectionHash },
  ],
});

/** A record whose privacy policy took effect on 2026-10-01 with the text `hash("a")`. */
const published: LegalRecord = recordVersion(
  EMPTY_RECORD,
  state(hash("a")),
  { effectiveAt: "2026-10-01", updatedAt: "2026-09-15" },
  "2026-11-26",
  { alreadyPublished: true },
);

describe("a release build against the record of versions", () => {
  it("accepts an unchanged text with its recorded dates on any later day", () => {
    for (const today of ["2026-10-01", "2027-03-15", "2027-09-30", "2031-12-31"]) {
      expect(versionProblems(published, [state(hash("a"))], today)).toEqual([]);
    }
    expect(published["privacy-policy"]).toEqual([
      expect.objectContaining({ effectiveAt: "2026-10-01", updatedAt: "2026-09-15" }),
    ]);
  });

  it("refuses a changed text, naming the page, the part that changed and the command", () => {
    const [problem, ...rest] = versionProblems(published, [state(hash("b"), "bbbb")], "2027-03-15");
    expect(rest).toEqual([]);
    expect(problem).toContain("Política de Privacidad (/privacy-policy): el texto cambió");
    expect(problem).toContain("cambió: Finalidades del tratamiento)");
    expect(problem).not.toContain("Encabezado");
    expect(problem).toContain("hoy (2027-03-15, hora de Colombia) o posterior");
    expect(problem).toContain("npm run legal:version -- --vigencia AAAA-MM-DD");
    // With the company folder the build read, so the command runs as printed.
    const [other] = versionProblems(published, [state(hash("b"))], "2027-03-15", "tests/x");
    expect(other).toContain("SITE_COMPANY_DIR=tests/x npm run legal:version -- --vigencia");
  });

  it("refuses a document with no version and a version dated more than a year ahead", () => {
    expect(versionProblems(EMPTY_RECORD, [state(hash("a"))], "2026-11-26")).toEqual([
      expect.stringContaining("no tiene ninguna versión registrada"),
    ]);
    const farAhead = recordVersion(
      EMPTY_RECORD,
      state(hash("a")),
      { effectiveAt: "2027-11-01", updatedAt: "2026-11-26" },
      "2026-11-26",
    );
    expect(versionProblems(farAhead, [state(hash("a"))], "2027-11-01")).toEqual([]);
    expect(versionProblems(farAhead, [state(hash("a"))], "2026-10-01")).toEqual([
      expect.stringContaining("a más de un año de hoy"),
    ]);
  });
});

describe("recording a new version", () => {
  const record = (effectiveAt: string, updatedAt = "2026-11-26", fingerprint = hash("b")) =>
    recordVersion(published, state(fingerprint), { effectiveAt, updatedAt }, "2026-11-26");

  it("refuses a changed text with a past effective date", () => {
    expect(() => record("2026-11-25", "2026-11-20")).toThrow(LegalVersionError);
    expect(() => record("2026-11-25", "2026-11-20")).toThrow(
      '--vigencia = "2026-11-25" es anterior a hoy (2026-11-26, hora de Colombia)',
    );
  });

  it("appends the version from today on, keeping the earlier ones", () => {
    const next = record("2026-11-26");
    expect(next["privacy-policy"].map((version) => version.effectiveAt)).toEqual([
      "2026-10-01",
      "2026-11-26",
    ]);
    expect(next["privacy-policy"].at(-1)).toEqual({
      effectiveAt: "2026-11-26",
      updatedAt: "2026-11-26",
      fingerprint: hash("b"),
      sections: { encabezado: "0000", finalidades: "aaaa" },
      // The version it follows: one deleted before it shows (scripts/legal-record-seals.ts).
      previous: "2026-10-01",
    });
    expect(next["terms-of-service"]).toEqual([]);
    expect(legalRecordSchema.parse(next)).toEqual(next);
  });

  it("refuses an unchanged text: it keeps its version and dates", () => {
    expect(() => record("2026-12-01", "2026-11-26", hash("a"))).toThrow(
      "su texto no cambió: conserva la versión vigente desde el 2026-10-01",
    );
  });

  it("refuses an update after the effective date, a date a year ahead and an impossible date", () => {
    expect(() => record("2026-12-01", "2026-12-02")).toThrow("es posterior a --vigencia");
    expect(() => record("2028-01-01")).toThrow("a más de un año de hoy");
    expect(() => record("2026-02-30")).toThrow("no es una fecha del calendario");
  });

  it("puts a new text in the place of a latest version that has yet to take effect", () => {
    const pending = record("2026-12-01");
    const replace = (effectiveAt: string, today: string) =>
      recordVersion(pending, state(hash("c")), { effectiveAt, updatedAt: today }, today);
    // Before 1 December the version of that date governed no one: the new text replaces it,
    // from the same day or another one after the version in force.
    expect(replace("2026-12-01", "2026-11-27")["privacy-policy"]).toEqual([
      expect.objectContaining({ effectiveAt: "2026-10-01" }),
      expect.objectContaining({ effectiveAt: "2026-12-01", fingerprint: hash("c") }),
    ]);
    expect(
      replace("2026-11-28", "2026-11-27")["privacy-policy"].map((version) => version.effectiveAt),
    ).toEqual(["2026-10-01", "2026-11-28"]);
    // From 1 December on it governs: it stays, and the new text comes after it.
    expect(() => replace("2026-12-01", "2026-12-01")).toThrow("debe ser posterior");
    expect(
      replace("2026-12-02", "2026-12-01")["privacy-policy"].map((version) => version.effectiveAt),
    ).toEqual(["2026-10-01", "2026-12-01", "2026-12-02"]);
  });

  it("lets only a document's first version keep the past date it was published with", () => {
    expect(() =>
      recordVersion(
        published,
        state(hash("b")),
        { effectiveAt: "2026-10-15", updatedAt: "2026-10-15" },
        "2026-11-26",
        { alreadyPublished: true },
      ),
    ).toThrow("--ya-publicada solo vale para la primera versión");
  });

  it("re-dates a version not yet in force, its text unchanged, so it can govern from today", () => {
    const pending = record("2026-12-01");
    const redated = recordVersion(
      pending,
      state(hash("b")),
      { effectiveAt: "2026-11-27", updatedAt: "2026-11-27" },
      "2026-11-27",
    );
    expect(redated["privacy-policy"].map((version) => version.effectiveAt)).toEqual([
      "2026-10-01",
      "2026-11-27",
    ]);
  });

  it("says how to record a second version on the day the first took effect", () => {
    const today = record("2026-11-26");
    const again = (options = {}) =>
      recordVersion(
        today,
        state(hash("c")),
        { effectiveAt: "2026-11-26", updatedAt: "2026-11-26" },
        "2026-11-26",
        options,
      );
    expect(() => again()).toThrow(
      "«Publicada» quiere decir desplegada donde la leen los visitantes, el sitio de la empresa en internet; verla en su computador (npm start, una vista previa) no es publicarla.",
    );
    expect(() => again()).toThrow(
      "Si no se ha publicado, reemplácela añadiendo --reemplaza-la-de-hoy; si ya se publicó, la nueva puede regir desde mañana (--vigencia 2026-11-27)",
    );
    expect(again({ replaceToday: true })["privacy-policy"]).toEqual([
      expect.objectContaining({ effectiveAt: "2026-10-01" }),
      expect.objectContaining({ effectiveAt: "2026-11-26", fingerprint: hash("c") }),
    ]);
    expect(replacedNotice("Política de Privacidad", "2026-11-26", "2026-11-26")).toBe(
      "Política de Privacidad: esta versión reemplaza la que regía desde hoy (2026-11-26) y no se había publicado; aquella no queda entre las versiones anteriores.",
    );
  });
});

describe("a release whose only version has yet to take effect", () => {
  it("is refused, with the command that makes it govern from today", () => {
    const future = recordVersion(
      EMPTY_RECORD,
      state(hash("a")),
      { effectiveAt: "2026-12-10", updatedAt: "2026-11-26" },
      "2026-11-26",
    );
    expect(versionProblems(future, [state(hash("a"))], "2026-11-26")).toEqual([
      expect.stringContaining(
        "su única versión registrada rige desde el 2026-12-10; publicada hoy, la página no tendría una versión vigente hasta esa fecha. Regístrela para que rija desde hoy: npm run legal:version -- --documento privacy-policy --vigencia 2026-11-26",
      ),
    ]);
    expect(versionProblems(future, [state(hash("a"))], "2026-12-10")).toEqual([]);
  });
});
