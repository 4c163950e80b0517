/**
 * Release checks of what the law asks the pages to state truthfully: every sub-processor the
 * policy and the terms print as a recipient of personal data (Ley 1581 de 2012, art. 12;
 * Decreto 1377 de 2013, art. 13) must be the company's own, not the example (subprocessors.ts);
 * and every figure shown must carry a value the company set itself, not the spec's example
 * (Ley 1480 de 2011, arts. 23 and 29: advertising binds and must be truthful). The legal texts
 * themselves are checked against their record of versions when the pages render
 * (scripts/legal-versions.ts).
 */
import { FIGURE_FIELDS, figureEnvNames, shownFigures } from "./site-figures.ts";
import { problemLine, type SiteConfig } from "./site-schema.ts";
import {
  EXAMPLE_PROVIDER_PREFIX,
  SUBPROCESSOR_FIELDS,
  SUBPROCESSOR_ROLES,
} from "./subprocessors.ts";

const EXAMPLE_PROVIDER = new RegExp(`^\\s*${EXAMPLE_PROVIDER_PREFIX}\\b`, "i");

/**
 * One report line per value of a shown figure whose variable the release did not set: the
 * default is the spec's example figure, which no company has counted.
 */
export function figureValueReleaseProblems(
  config: SiteConfig,
  env: Record<string, string | undefined>,
): string[] {
  return shownFigures(config).flatMap((id) =>
    FIGURE_FIELDS[id].values
      .filter((field) => env[figureEnvNames[field]] === undefined)
      .map((field) =>
        problemLine(
          field,
          config[field],
          `es la cifra de ejemplo; ponga la de la empresa en su variable, aunque coincida, o retire la cifra con ${figureEnvNames.figuresHidden}=${id}`,
        ),
      ),
  );
}

/** One report line per provider left as the example. */
export function subprocessorReleaseProblems(config: SiteConfig): string[] {
  return SUBPROCESSOR_ROLES.map((role) => SUBPROCESSOR_FIELDS[role].provider)
    .filter((field) => EXAMPLE_PROVIDER.test(config[field]))
    .map((field) =>
      problemLine(
        field,
        config[field],
        "es un valor de ejemplo; ponga el proveedor que trata los datos por la empresa, con su país",
      ),
    );
}
