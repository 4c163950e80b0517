/** The home page's anchored sections, in page order. Nav, scroll-spy and section ids read this. */
export const HOME_SECTION_IDS = [
  "inicio",
  "nosotros",
  "servicios",
  "sectores",
  "tecnologias",
  "contacto",
] as const;

export type HomeSectionId = (typeof HOME_SECTION_IDS)[number];
