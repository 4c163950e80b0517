// @vitest-environment node
/**
 * Values that would build a site that says something untrue (a number that calls another, a
 * profile icon on someone else's page, a canonical on another name, release checks silently
 * skipped, the example brand under a real company), each run through the build's first step in a
 * normal and in a release build: both must exit 1 naming the variable, the value and the reason.
 */
import { describe, expect, it } from "vitest";
import { siteDefaults } from "../src/config/site-defaults.ts";
import { check, company, release } from "./config-check-run.ts";

const mismatch = "no muestra el número que marcan los enlaces de WhatsApp y tel:";
const notProfile = (platform: string, domain: string) =>
  `debe ser un perfil de ${platform} en ${domain}, www.${domain}, m.${domain}`;
const other = (digits: string) => `${digits.slice(0, -1)}${(Number(digits.at(-1)) + 1) % 10}`;
const phoneDigits = company.SITE_PHONE_DIGITS ?? "";
const landlineDigits = company.SITE_LANDLINE_DIGITS ?? "";
const host = new URL(company.SITE_URL ?? "").hostname;

/** The report line a value gets: its field and variable, the value and why. */
const line = (field: string, name: string, value: string, reason: string) =>
  `${field} (${name}) = ${JSON.stringify(value)}: ${reason}`;
const [facebook, instagram, linkedin] = [
  notProfile("Facebook", "facebook.com"),
  notProfile("Instagram", "instagram.com"),
  notProfile("LinkedIn", "linkedin.com"),
];
const phoneDisplay = company.SITE_PHONE_DISPLAY ?? "";
const landlineDisplay = company.SITE_LANDLINE_DISPLAY ?? "";
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
        "figuresHidden",
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
    it.each(lies)(
      `refuses %s = %j in ${mode}`,
      (name, value, named) => {
        const { status, output } = check({ ...base, [name]: value });
        expect(status).toBe(1);
        expect(output).toContain(named);
      },
      20_000,
    );
  }
});

describe("the release switch", () => {
  it.each(["yes", "TRUE", "true", "on", "si"])(
    "refuses SITE_RELEASE=%j instead of building without the release checks",
    (value) => {
      const { status, output } = check({ SITE_RELEASE: value });
      expect(status).toBe(1);
      expect(output).toContain(
        `SITE_RELEASE = ${JSON.stringify(value)}: debe ser 1 (compilación de publicación) o 0 o vacía (compilación normal)`,
      );
    },
    20_000,
  );

  it("builds normally with 0 or empty", () => {
    expect(check({ SITE_RELEASE: "0" })).toEqual({ status: 0, output: "" });
    expect(check({ SITE_RELEASE: "" })).toEqual({ status: 0, output: "" });
  }, 40_000);
});

describe("the example brand in a release build", () => {
  const brand = [
    ["SITE_COMPANY_NAME", "companyName"],
    ["SITE_LAB_PRODUCT_NAME", "labProductName"],
    ["SITE_LAB_PRODUCT_SLUG", "labProductSlug"],
  ] as const;

  it.each(brand)(
    "refuses %s left at the example, naming it",
    (name, field) => {
      const line = `${field} (${name}) = ${JSON.stringify(siteDefaults[field])}: es el nombre de ejemplo`;
      expect(check(release, [name])).toMatchObject({
        status: 1,
        output: expect.stringContaining(line),
      });
      // Spelt without its accent it is the same name.
      const plain = siteDefaults[field].normalize("NFD").replace(/\p{M}/gu, "");
      expect(check({ ...release, [name]: plain }).output).toContain(`${field} (${name}) = `);
    },
    40_000,
  );

  it("accepts the example brand in a normal build", () => {
    expect(
      check(
        {},
        brand.map(([name]) => name),
      ),
    ).toEqual({ status: 0, output: "" });
  }, 20_000);
});
