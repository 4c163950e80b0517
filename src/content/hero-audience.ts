import { labPath, site } from "~/config/site";

/** The hero's words about who the company serves: the fixed headline does not say it. */
export const heroAudience = {
  /** What the company does and for whom, short: it is on the first screen of a phone. */
  tagline: `Software a la medida, chatbots de WhatsApp con inteligencia artificial y ${site.labProductName}, el sistema para laboratorios clínicos y veterinarios. Para empresas de toda Colombia, desde ${site.addressCity}.`,
  /** The laboratories' own path from the first screen to the lab page: a third, quieter action. */
  labPath: {
    lead: "¿Tienes un laboratorio?",
    label: `Conoce ${site.labProductName}`,
    href: labPath,
  },
} as const;
