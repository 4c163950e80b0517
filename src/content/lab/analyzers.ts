import { proof } from "~/config/proof";
import { site } from "~/config/site";
import { whatsappUrl } from "~/lib/contact-links";
import { whatsappMessages } from "../whatsapp";

/** "Mindray BC-5150, Sysmex XN-550 y Roche cobas c 311". */
function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} y ${names.at(-1)}` : (names[0] ?? "");
}

const models = proof.analyzers.map(({ brand, model }) => `${brand} ${model}`);
const moreThan = proof.analyzerModels?.moreThan;
const total = moreThan === undefined ? "" : `más de ${moreThan} modelos`;

/**
 * The analyzers already connected in production (docs/proof.md, `analyzers`, `analyzerModels`),
 * in one sentence for the analyzer-interface feature and the first FAQ answer; empty when the
 * company lists none.
 */
export const analyzersInProduction =
  models.length > 0
    ? `En producción con ${listed(models)}${total ? `, entre ${total}` : ""}.`
    : total
      ? `En producción con ${total}.`
      : "";

/** Asking whether one's own equipment connects: a WhatsApp chat that already says so. */
export const analyzerQuestion = {
  label: "¿Conectan tu equipo? Pregúntanos por WhatsApp",
  href: whatsappUrl(site.phoneDigits, whatsappMessages.labAnalyzer),
  /** Analytics label (docs/requirements.md, "Analytics events"): where the click came from. */
  track: "analyzer_question",
} as const;
