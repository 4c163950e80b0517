import { proof } from "~/config/proof";
import { labPath, site } from "~/config/site";

const { company } = proof;
/** Who is behind it, when the proof file says since when and how many people (docs/proof.md). */
const whoWeAre = company
  ? ` Somos ${company.teamSize} personas en ${site.addressCity}, desde ${company.foundedYear}.`
  : ` Desde ${site.addressCity}, para todo el país.`;

/** What the company sells and to whom: the first words a visitor reads under the fixed headline. */
const taglineLead =
  "Chatbots de WhatsApp con IA y software a la medida para pymes y empresas colombianas.";
const taglineRest = `Y ${site.labProductName}, para laboratorios clínicos y veterinarios.${whoWeAre}`;

/** The hero's words about who the company serves: the fixed headline does not say it. */
export const heroAudience = {
  /** Short: it is on the first screen of a phone. The lead stands out, the rest follows it. */
  tagline: `${taglineLead} ${taglineRest}`,
  taglineLead,
  taglineRest,
  /** The laboratories' own path from the first screen to the lab page: a third, quieter action. */
  labPath: {
    lead: "¿Tienes un laboratorio?",
    label: `Conoce ${site.labProductName}`,
    href: labPath,
  },
} as const;
