/**
 * Every SITE_* variable the build reads, in one list: the overrides of the company's fields
 * (src/config/company-fields.ts), the company folder and the release switch. docs/configuration.md
 * lists the same names (a unit test compares them), and a SITE_* name outside the list is reported
 * as a likely typo, or, if the build once read it, with where its fact went.
 */
import { RELEASE_ENV } from "../src/config/build-mode.ts";
import { envNames, fieldName } from "../src/config/company-fields.ts";
import { COMPANY_DIR_ENV } from "../src/config/company-folder.ts";
import type { SiteField } from "../src/config/site-schema.ts";
import { closestName } from "../src/config/closest-name.ts";
import { quoteValue } from "../src/config/site-fields.ts";

export const SITE_VARIABLES: readonly string[] = [
  ...Object.values(envNames),
  COMPANY_DIR_ENV,
  RELEASE_ENV,
];

/**
 * Set by hosting platforms, not by a company (Netlify's build sets SITE_ID and SITE_NAME): not a
 * typo, so neither warned about nor refused.
 */
const PLATFORM_VARIABLES = new Set(["SITE_ID", "SITE_NAME"]);

/** Whether a variable is one the build once read (so not a typo). */
export function isRetired(name: string): boolean {
  return Object.hasOwn(RETIRED_VARIABLES, name);
}

/** SITE_* variables the configuration does not know (a typo would silently keep the example). */
export function unknownSiteVariables(env: Record<string, string | undefined>): string[] {
  const known = new Set(SITE_VARIABLES);
  return Object.keys(env).filter(
    (name) => name.startsWith("SITE_") && !known.has(name) && !PLATFORM_VARIABLES.has(name),
  );
}

/**
 * Variables the configuration once read, whose fact now has another single home: a company that
 * still sets one is told where it went, not offered a look-alike.
 */
const LEGAL_DATES_MOVED =
  "ya no se usa: la fecha de entrada en vigencia y la de actualización de cada página legal están en su registro de versiones (docs/decisions/0014-legal-versions.md); quite la variable";
const RETIRED_VARIABLES: Record<string, string> = {
  SITE_PROOF_FILE:
    "ya no se usa: las pruebas sociales y el precio están en proof.json, en la carpeta de la empresa (docs/proof.md); quite la variable",
  SITE_LEGAL_UPDATED_AT: LEGAL_DATES_MOVED,
  SITE_LEGAL_EFFECTIVE_AT: LEGAL_DATES_MOVED,
  SITE_LAB_PRICE_COP:
    "ya no se usa: el precio del LIS que la página muestra y declara está en proof.json, en la carpeta de la empresa (docs/proof.md, «price»); quite la variable",
};

/** One report line: the unknown variable, its value and the field it may have meant. */
export function unknownVariableLine(name: string, value: string | undefined): string {
  const line = (text: string) => `  - ${name} = ${quoteValue(value ?? "")}: ${text}`;
  const retired = RETIRED_VARIABLES[name];
  if (retired) return line(retired);
  const meant = closestName(name, SITE_VARIABLES);
  const field = Object.entries(envNames).find(([, env]) => env === meant)?.[0] as SiteField;
  const hint = meant ? ` ¿Quiso decir ${field ? fieldName(field) : meant}?` : "";
  return line(
    `no es una variable de la configuración del sitio; quítela o corrija su nombre.${hint}`,
  );
}
