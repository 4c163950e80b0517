/**
 * The pieces of the build's first step (config-check.ts): its report groups, how the company's
 * data is read when its file may not even be JSON, and what a preview or a release only warns.
 */
import { exampleValues, resolveCompany, type Resolved } from "../src/config/company-data.ts";
import { CompanyFolderError, ownFile } from "../src/config/company-folder.ts";
import { logoSource } from "../src/config/company-logo.ts";
import type { SiteConfig } from "../src/config/site-schema.ts";
import { reservedNames } from "./site-config.ts";

export type Env = Record<string, string | undefined>;
export type CheckResult = { status: 0 | 1; output: string };
export type Group = { heading: string; lines: string[] };

export const report = (groups: Group[]) =>
  groups
    .filter((group) => group.lines.length > 0)
    .map((group) => `${group.heading}\n${group.lines.join("\n")}`)
    .join("\n\n");
export const count = (groups: Group[]) =>
  groups.reduce((sum, group) => sum + group.lines.length, 0);

/** What a preview or a release warns about the company's mark without refusing it. */
export function markWarnings(env: Env, given: boolean): string[] {
  const lines: string[] = [];
  if (!logoSource(env).own)
    lines.push(
      `  - ${ownFile("logo", env)}: falta; se usa la marca del ejemplo. Ponga ahí el logo de la empresa (docs/configuration.md, «Logo y color»)`,
    );
  if (!given)
    lines.push(
      `  - brandColor (SITE_BRAND_COLOR): falta; se usa el color del ejemplo, ${String(exampleValues().brandColor)}`,
    );
  return lines;
}

/** An error's report lines: those below its first line (the file), or the whole message. */
export function errorLines(error: Error): string[] {
  const lines = error.message.split("\n").slice(1);
  return lines.length > 0 ? lines : [`  - ${error.message}`];
}

/** The company's data, or, when its company.json cannot be read as JSON, why not. */
export function readCompany(env: Env): Partial<Resolved> & { problems: string[] } {
  try {
    return resolveCompany(env, reservedNames());
  } catch (error) {
    if (!(error instanceof CompanyFolderError)) throw error;
    return { problems: errorLines(error) };
  }
}

/** Whether the company's name or NIT is its own: from then on, a preview names every example left. */
export function identityIsOwn(config: SiteConfig): boolean {
  const example = exampleValues();
  return config.companyName !== example.companyName || config.nit !== example.nit;
}
