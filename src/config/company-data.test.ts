import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exampleValues, readCompanyData, resolveCompany } from "./company-data.ts";

/** A company folder holding only `data` as its company.json. */
function folder(data: unknown): Record<string, string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "company-"));
  writeFileSync(path.join(dir, "company.json"), JSON.stringify(data));
  return { SITE_COMPANY_DIR: dir };
}

describe("the company's data", () => {
  it("are the example's where the folder gives nothing, so a fresh clone builds the example", () => {
    const data = readCompanyData({ SITE_COMPANY_DIR: "company" });
    expect(data.values).toEqual(exampleValues());
    expect(data.given.size).toBe(0);
  });

  it("take each field the folder gives, and a variable over it", () => {
    const env = folder({
      companyName: "Andina",
      providers: { ai: { name: "IA S.A.S.", country: "Chile" } },
    });
    const data = readCompanyData({ ...env, SITE_AI_COUNTRY: "Perú" });
    expect(data.values).toMatchObject({
      companyName: "Andina",
      aiProvider: "IA S.A.S.",
      aiCountry: "Perú",
    });
    expect([...data.given].sort()).toEqual(["aiCountry", "aiProvider", "companyName"]);
  });

  it("hold numbers and lists as the configuration reads them", () => {
    const env = folder({
      replyHours: 6,
      aiRetentionDays: 0,
      figures: { hidden: ["projects", "labRating"] },
    });
    expect(readCompanyData(env).values).toMatchObject({
      replyHours: "6",
      aiRetentionDays: "0",
      figuresHidden: "projects,labRating",
    });
  });

  it("report every problem of the file by its place, with the example standing in meanwhile", () => {
    const env = folder({
      companyNam: "Andina",
      replyHours: 72,
      providers: { mail: { name: "Correo S.A.S." } },
      officeHours: [{ from: "viernes", to: "lunes", opens: "8:00", closes: "18:00" }],
    });
    const { problems, config } = resolveCompany(env);
    expect(problems).toEqual([
      "  - providers.mail.country (SITE_MAIL_COUNTRY): falta; un proveedor se da con su nombre (name) y su país (country)",
      "  - replyHours (SITE_REPLY_HOURS) = 72: debe ser un número entero de horas hábiles, de 1 a 40",
      '  - officeHours[0].opens = "8:00": debe ser una hora HH:MM de 24 horas (08:00, 18:30)',
      expect.stringContaining("«viernes» a «lunes»: el primer día debe ir antes del último"),
      "  - companyNam: no es un campo de company.json; quítelo. ¿Quiso decir companyName?",
    ]);
    expect(config?.replyHours).toBe(exampleValues().replyHours);
  });
});
