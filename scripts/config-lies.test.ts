// @vitest-environment node
/**
 * Values that would build a site that says something untrue (a number that calls another, a
 * profile icon on someone else's page, a canonical on another name, release checks silently
 * skipped, the example brand under a real company), each run through the build's first step in a
 * normal and in a release build: both must exit 1 naming the variable, the value and the reason.
 */
import { describe, expect, it } from "vitest";
import { exampleValues } from "../src/config/company-data.ts";
import { check, company, release } from "./config-check-run.ts";

const siteDefaults = exampleValues() as Record<string, string>;

const mismatch = "no muestra el número que marcan los enlaces de WhatsApp y tel:";
const notProfile = (platform: string, domain: string) =>
  `debe ser un perfil de ${platform} en ${domain}, www.${domain}, m.${domain}`;
const other = (digits: string) => `${digits.slice(0, -1)}${(Number(digits.at(-1)) + 1) % 10}`;
const phoneDigits = String(company.phoneDigits);
const landlineDigits = String(company.landlineDigits);
const host = new URL(String(company.siteUrl)).hostname;

/** The report line a value gets: its field and variable, the value and why. */
const line = (field: string, name: string, value: string, reason: string) =>
  `${field} (${name}) = ${JSON.stringify(value)}: ${reason}`;
const [facebook, instagram, linkedin] = [
  notProfile("Facebook", "facebook.com"),
  notProfile("Instagram", "instagram.com"),
  notProfile("LinkedIn", "linkedin.com"),
];
const phoneDisplay = String(company.phoneDisplay);
const landlineDisplay = String(company.landlineDisplay);
const wrongPhone = "+57 601 322 1879";

/** [variable, value, the line that names it] */
const lies: [string, string, string][] = [
  [
    "SITE_PHONE_DISPLAY",
    wrongPhone,
    `${line("phoneDisplay", "SITE_PHONE_DISPLAY", wrongPhone, mismatch)}, phoneDigits (SITE_PHONE_DIGITS) = "${phoneDigits}"`,
  ],
  [
    "SITE_PHONE_DIGITS",
    other(phoneDigits),
    `${line("phoneDisplay", "SITE_PHONE_DISPLAY", phoneDisplay, mismatch)}, phoneDigits (SITE_PHONE_DIGITS) = "${other(phoneDigits)}"`,
  ],
  [
    "SITE_LANDLINE_DISPLAY",
    wrongPhone,
    `${line("landlineDisplay", "SITE_LANDLINE_DISPLAY", wrongPhone, mismatch)}, landlineDigits (SITE_LANDLINE_DIGITS) = "${landlineDigits}"`,
  ],
  [
    "SITE_LANDLINE_DIGITS",
    other(landlineDigits),
    `${line("landlineDisplay", "SITE_LANDLINE_DISPLAY", landlineDisplay, mismatch)}, landlineDigits (SITE_LANDLINE_DIGITS) = "${other(landlineDigits)}"`,
  ],
  ...(
    [
      ["facebookUrl", "SITE_FACEBOOK_URL", "https://evil.com/andinacodigos", facebook],
      ["facebookUrl", "SITE_FACEBOOK_URL", "https://www.facebook.com.evil.com/andina", facebook],
      ["instagramUrl", "SITE_INSTAGRAM_URL", "https://instagram.com.evil.com/andina", instagram],
      ["linkedinUrl", "SITE_LINKEDIN_URL", "https://linkedin.com.evil.com/company/x", linkedin],
      ["linkedinUrl", "SITE_LINKEDIN_URL", "https://evil.com/company/andina", linkedin],
      [
        "linkedinUrl",
        "SITE_LINKEDIN_URL",
        "https://www.linkedin.com/",
        "debe llevar la ruta del perfil",
      ],
      ["siteUrl", "SITE_URL", `https://${host}.`, "el dominio termina en punto"],
      ["siteUrl", "SITE_URL", `https://${host}./`, "el dominio termina en punto"],
      ["siteUrl", "SITE_URL", `https://${host}:8443`, "no puede llevar puerto"],
      ["siteUrl", "SITE_URL", `https://${host};return`, "no es un nombre de dominio válido"],
      [
        "figures.hidden",
        "SITE_FIGURES_HIDDEN",
        "projects,satisfacion",
        '"satisfacion" no es el nombre de una cifra; los nombres válidos son projects, countries',
      ],
    ] as const
  ).map(([field, name, value, reason]): [string, string, string] => [
    name,
    value,
    line(field, name, value, reason),
  ]),
];

describe("a value that would publish something untrue", () => {
  for (const [mode, base] of [
    ["a normal build", {}],
    ["a release build", release],
  ] as const) {
    it.each(lies)(`refuses %s = %j in ${mode}`, async (name, value, named) => {
      const { status, output } = await check({ ...base, [name]: value });
      expect(status).toBe(1);
      expect(output).toContain(named);
    });
  }
});

describe("the release switch", () => {
  it.each(["yes", "TRUE", "true", "on", "si"])(
    "refuses SITE_RELEASE=%j instead of building without the release checks",
    async (value) => {
      const { status, output } = await check({ SITE_RELEASE: value });
      expect(status).toBe(1);
      expect(output).toContain(
        `SITE_RELEASE = ${JSON.stringify(value)}: debe ser 1 (compilación de publicación) o 0 o vacía (compilación normal`,
      );
    },
  );

  it("builds a preview with 0 or empty", async () => {
    expect(await check({ SITE_RELEASE: "0" })).toEqual({ status: 0, output: "" });
    expect(await check({ SITE_RELEASE: "" })).toEqual({ status: 0, output: "" });
  });
});

describe("the example brand in a release build", () => {
  const brand = [
    ["SITE_COMPANY_NAME", "companyName"],
    ["SITE_LAB_PRODUCT_NAME", "labProductName"],
    ["SITE_LAB_PRODUCT_SLUG", "labProductSlug"],
  ] as const;

  it.each(brand)("refuses %s set to the example, however it is spelt", async (name, field) => {
    const example = siteDefaults[field] ?? "";
    const line = `${field} (${name}) = ${JSON.stringify(example)}: es el nombre de ejemplo`;
    expect(await check({ ...release, [name]: example })).toMatchObject({
      status: 1,
      output: expect.stringContaining(line),
    });
    // Spelt without its accent it is the same name.
    const plain = example.normalize("NFD").replace(/\p{M}/gu, "");
    expect((await check({ ...release, [name]: plain })).output).toContain(`${field} (${name}) = `);
  });

  it("only warns about the example brand in a preview of another company, naming each", async () => {
    const env = Object.fromEntries(brand.map(([name, field]) => [name, siteDefaults[field] ?? ""]));
    const { status, output } = await check(env);
    expect(status).toBe(0);
    expect(output).toContain("Aviso: esta compilación es una vista previa.");
    for (const [name, field] of brand)
      expect(output).toContain(
        `${field} (${name}) = ${JSON.stringify(siteDefaults[field])}: es el nombre de ejemplo`,
      );
  });
});
