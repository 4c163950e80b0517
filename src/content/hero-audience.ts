import { proof } from "~/config/proof";
import { labPath, site } from "~/config/site";

const { company } = proof;
/** Who is behind it, when the proof file says since when and how many people (docs/proof.md). */
const whoWeAre = company
  ? `Un equipo de ${company.teamSize} personas en ${site.addressCity}, desde ${company.foundedYear}, para empresas de toda Colombia.`
  : `Para empresas de toda Colombia, desde ${site.addressCity}.`;

/** The hero's words about who the company serves: the fixed headline does not say it. */
export const heroAudience = {
  /** What the company does and for whom, short: it is on the first screen of a phone. */
  tagline: `Software a la medida, chatbots de WhatsApp con IA y ${site.labProductName}, el sistema para laboratorios clínicos y veterinarios. ${whoWeAre}`,
  /** The laboratories' own path from the first screen to the lab page: a third, quieter action. */
  labPath: {
    lead: "¿Tienes un laboratorio?",
    label: `Conoce ${site.labProductName}`,
    href: labPath,
  },
} as const;
