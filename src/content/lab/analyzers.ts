import { proof } from "~/config/proof";
import { site } from "~/config/site";
import { whatsappUrl } from "~/lib/contact-links";
import { formatFigure } from "~/lib/format-figure";
import { withVat } from "../vat";
import { whatsappMessages } from "../whatsapp";

/** "Mindray BC-5150, Sysmex XN-550 y Roche cobas c 311". */
function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} y ${names.at(-1)}` : (names[0] ?? "");
}

/** The sentence names the first analyzers of the proof file; the full list folds under it. */
export const HIGHLIGHTED_ANALYZERS = 4;

const modelName = ({ brand, model }: { brand: string; model: string }) => `${brand} ${model}`;
const models = proof.analyzers.slice(0, HIGHLIGHTED_ANALYZERS).map(modelName);
const moreThan = proof.analyzerModels?.moreThan;
const total = moreThan === undefined ? "" : `más de ${moreThan} modelos`;

/**
 * The analyzers already connected in production (docs/proof.md, `analyzers`, `analyzerModels`),
 * in one sentence for the analyzer-interface feature and the first FAQ answer; empty when the
 * company lists none.
 */
export const analyzersInProduction =
  models.length > 0
    ? `En producción con ${total ? `${total}, entre ellos ${listed(models)}` : listed(models)}.`
    : total
      ? `En producción con ${total}.`
      : "";

/** Every analyzer of the proof file by laboratory area, in the file's order of first mention. */
export const analyzersByArea: readonly { area: string; models: readonly string[] }[] = [
  ...new Set(proof.analyzers.map((analyzer) => analyzer.area)),
].map((area) => ({
  area,
  models: proof.analyzers.filter((analyzer) => analyzer.area === area).map(modelName),
}));

/** The closed list under the sentence; only when it names more than the sentence does. */
export const analyzersList = {
  // It names every model the file lists, which may be fewer than the "más de N" in production:
  // it says how many it shows, so its count never reads as a contradiction.
  summary: proof.analyzerModels
    ? `Ver ${proof.analyzers.length} de los más de ${proof.analyzerModels.moreThan} equipos conectados`
    : `Ver los ${proof.analyzers.length} equipos conectados`,
  shown: proof.analyzers.length > HIGHLIGHTED_ANALYZERS,
} as const;

/**
 * What each analyzer's interface costs (docs/proof.md, `analyzerInterface`), with the tax statement
 * every price carries (Ley 1480 de 2011, art. 26); empty when not given.
 */
export const analyzerInterfaceText = proof.analyzerInterface
  ? `Interfaz por equipo: ${withVat(`desde $${formatFigure(proof.analyzerInterface.priceCop)}`)}, pago único según el modelo.`
  : "";

/** Asking whether one's own equipment connects: a WhatsApp chat that already says so. */
export const analyzerQuestion = {
  label: "¿Conectan tu equipo? Pregúntanos por WhatsApp",
  href: whatsappUrl(site.phoneDigits, whatsappMessages.labAnalyzer),
  /** Analytics label (docs/requirements.md, "Analytics events"): where the click came from. */
  track: "analyzer_question",
} as const;
