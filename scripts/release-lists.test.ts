/**
 * The lists the home page shows and counts (countries, sectors, solution types) are the company's
 * claims, like the figures: a release refuses each one the company folder does not give, even if
 * it would be the same, unless its figure is retired; a list given equal to the example's is the
 * company's; a wrong entry is named by its place in company.json; and a case of the proof file
 * backs a solution type the company lists.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exampleValues } from "../src/config/company-data.ts";
import { check, companyFolder, release } from "./config-check-run.ts";

type Data = Record<string, unknown> & {
  figures: Record<string, Record<string, unknown>> & { hidden?: string[] };
};
const folder = (change: (data: Data) => void) => companyFolder((data) => change(data as Data));

describe("a release and the company's lists", () => {
  it("refuses each list the company did not give, saying the example's would be published", async () => {
    const dir = folder((data) => {
      delete data.solutions;
      delete data.figures.countries?.list;
      delete data.figures.sectors?.list;
    });
    const { status, output } = await check({ ...release, SITE_COMPANY_DIR: dir });
    expect(status).toBe(1);
    const example = exampleValues();
    for (const [place, field, hide] of [
      ["solutions", "solutions", ""],
      [
        "figures.countries.list",
        "countries",
        ', o retire la cifra con "countries" en figures.hidden',
      ],
      ["figures.sectors.list", "sectors", ', o retire la cifra con "sectors" en figures.hidden'],
    ] as const) {
      expect(output).toContain(
        `- ${place}: falta: se publicaría el del ejemplo, ${JSON.stringify(example[field])}; ponga el de la empresa en ${dir}/company.json, aunque coincida${hide}`,
      );
    }
  });

  it("takes lists equal to the example's as the company's own", async () => {
    const example = exampleValues();
    const dir = folder((data) => {
      data.solutions = example.solutions;
      (data.figures.countries ?? {}).list = example.countries;
      (data.figures.sectors ?? {}).list = example.sectors;
    });
    expect(await check({ ...release, SITE_COMPANY_DIR: dir })).toEqual({ status: 0, output: "" });
  });

  it("needs no countries list once that figure is retired", async () => {
    const dir = folder((data) => {
      delete data.figures.countries?.list;
      data.figures.hidden = ["countries"];
    });
    expect((await check({ ...release, SITE_COMPANY_DIR: dir })).status).toBe(0);
  });

  it("names a wrong entry by its place in company.json, in any build", async () => {
    const dir = folder((data) => {
      (data.figures.countries ?? {}).list = ["Colombia", "Ecuadr"];
      data.solutions = ["Chatbots inteligentes", "Apps móviles"];
    });
    const { status, output } = await check({ SITE_COMPANY_DIR: dir });
    expect(status).toBe(1);
    expect(output).toContain(
      '- figures.countries.list[1] = "Ecuadr": no es el nombre de un país; escríbalo en español, como «Estados Unidos» o «Perú». ¿Quiso decir «Ecuador»?',
    );
    expect(output).toContain(
      '- solutions[1] = "Apps móviles": debe ser uno de los tipos de solución del sitio: Chatbots inteligentes,',
    );
  });

  it("refuses a case of the company's proof file under a type it does not list", async () => {
    const dir = folder((data) => {
      data.solutions = ["Páginas web institucionales"];
    });
    const proof = JSON.parse(readFileSync(path.join(dir, "proof.json"), "utf8")) as {
      caseStudies: { portfolio: string }[];
    };
    const portfolio = proof.caseStudies[0]?.portfolio;
    const { status, output } = await check({ SITE_COMPANY_DIR: dir });
    expect(status).toBe(1);
    expect(output).toContain(
      `- caseStudies[0].portfolio = ${JSON.stringify(portfolio)}: debe ser uno de los tipos de solución que la empresa da en solutions (company.json): Páginas web institucionales`,
    );
  });
});
