/**
 * `npm run legal:version -- --vigencia AAAA-MM-DD` records a new version of the legal texts that
 * changed (docs/decisions/0014-legal-versions.md):
 *
 *   npm run legal:version -- --vigencia AAAA-MM-DD [--actualizacion AAAA-MM-DD]
 *       [--documento privacy-policy|terms-of-service] [--ya-publicada] [--reemplaza-la-de-hoy]
 *
 * It reads the same company data as the build: the company folder (SITE_COMPANY_DIR, or
 * company/), with the SITE_* variables of the release build if it used any, and says which
 * company and NIT it recorded for. For each document whose text differs from its latest version
 * (or each one named), it appends the version to the company's record with the effective date
 * (today or later, Colombia time) and the update date (today by default), and keeps its text
 * beside the record; a latest version that has yet to take effect is replaced, since it governed
 * no one (named, an unchanged text takes the new date). `--ya-publicada` starts a record for a
 * text already online with the dates it was published with; `--reemplaza-la-de-hoy` replaces a
 * version recorded for today before it was published; it says when a version replaces another.
 * `--sellar` seals the versions recorded before versions had seals (scripts/legal-seal.ts). It
 * refuses while the record is not as it wrote it (scripts/legal-record-check.ts); the writing is
 * scripts/legal-record-write.ts.
 */
import { parseArgs } from "node:util";
import { ownRecordDir, shownPath } from "../src/config/legal-versions-file.ts";
import { LEGAL_DOCUMENTS, LegalVersionError, latestVersion } from "../src/config/legal-versions.ts";
import { colombiaToday } from "../src/config/build-mode.ts";
import { exampleValues } from "../src/config/company-data.ts";
import {
  companyDir,
  COMPANY_DIR_ENV,
  EXAMPLE_DIR,
  isExampleDir,
} from "../src/config/company-folder.ts";
import { orExit } from "../src/config/or-exit.ts";
import { SiteConfigError } from "../src/config/site-schema.ts";
import { checkCompanyData, count, errorGroups, report } from "./company-check.ts";
import { recordProblems } from "./legal-record-check.ts";
import { recordStates } from "./legal-record-write.ts";
import { sealCommand } from "./legal-seal.ts";
import { loadLegalDocuments } from "./legal-versions.ts";

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      vigencia: { type: "string" },
      actualizacion: { type: "string" },
      documento: { type: "string", multiple: true },
      "ya-publicada": { type: "boolean", default: false },
      "reemplaza-la-de-hoy": { type: "boolean", default: false },
      sellar: { type: "boolean", default: false },
    },
  }).values;
} catch (error) {
  fail(`Opciones inválidas: ${(error as Error).message}`);
}

const today = colombiaToday();
const effectiveAt = args.sellar
  ? ""
  : (args.vigencia ?? fail("Falta --vigencia AAAA-MM-DD: la fecha de entrada en vigencia"));
const updatedAt = args.actualizacion ?? (effectiveAt < today ? effectiveAt : today);
const named = args.documento ?? [];
for (const name of named) {
  if (!(LEGAL_DOCUMENTS as readonly string[]).includes(name)) {
    fail(`--documento = "${name}": debe ser ${LEGAL_DOCUMENTS.join(" o ")}`);
  }
}

// The company it records for: its data must be valid (the texts print them: recorded with a
// wrong value, the example's in its place, they would change again once it is fixed), and its own
// (the example company's record is kept in the example folder, updated with
// SITE_COMPANY_DIR=src/content/example-company).
const { checked, dir } = orExit(
  () => ({ checked: checkCompanyData(process.env), dir: companyDir(process.env) }),
  SiteConfigError,
);
const errors = errorGroups(checked);
const site =
  count(errors) === 0 && checked.config
    ? checked.config
    : fail(
        `Los textos legales imprimen los datos de la empresa: se registran cuando estos sean válidos. Corrija antes lo siguiente y vuelva a ejecutar la orden:\n\n${report(errors)}`,
      );
if (site.nit === exampleValues().nit && !isExampleDir(dir)) {
  fail(
    `El NIT es el de la empresa de ejemplo (${site.nit}): ponga el de la empresa en ${dir}/company.json antes de registrar sus textos legales. (El registro del ejemplo se actualiza con ${COMPANY_DIR_ENV}=${EXAMPLE_DIR}.)`,
  );
}
const recordPath = shownPath(ownRecordDir(site.nit));
const company = `${site.legalName} (NIT ${site.nit}; registro en ${recordPath}/)`;

const documents = await loadLegalDocuments();
const record = documents.legalRecord;

if (args.sellar) {
  const { status, output } = await sealCommand(documents, record, site.nit, company);
  (status === 0 ? console.log : console.error)(output);
  process.exit(status);
}

// Recorded over a record edited by hand, a version would stand on dates nobody recorded.
const broken = recordProblems(site.nit);
if (broken.length > 0)
  fail(
    `El registro de versiones de ${company} no está como lo escribió este comando; corríjalo antes de registrar:\n${broken.join("\n")}`,
  );
const states = documents
  .legalTextStates()
  .filter((state) =>
    named.length > 0
      ? named.includes(state.document)
      : latestVersion(record, state.document)?.fingerprint !== state.fingerprint,
  );
if (states.length === 0) {
  console.log(
    `Los textos legales de ${company} no cambiaron: conservan sus versiones y sus fechas.`,
  );
  process.exit(0);
}

let result;
try {
  result = await recordStates(documents, states, site.nit, {
    effectiveAt,
    updatedAt,
    today,
    alreadyPublished: args["ya-publicada"],
    replaceToday: args["reemplaza-la-de-hoy"],
  });
} catch (error) {
  if (error instanceof LegalVersionError) fail(error.message);
  throw error;
}
console.log(
  [
    `Versión registrada para ${company}, rige desde ${effectiveAt}, actualizada ${updatedAt}: ${states.map((state) => state.title).join(", ")}.`,
    ...result.replaced,
    `Confirme en git: ${result.written.join(", ")}.`,
    "Si el cambio es sustancial, avise antes de que rija a las personas cuyos datos tiene (Decreto 1377 de 2013, art. 5).",
  ].join("\n"),
);
