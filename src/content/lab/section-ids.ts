/** Anchors of the lab page, defined once: each section's id and every link to it read these. */
export const LAB_SECTION_IDS = {
  phases: "fases",
  features: "features",
  labTypes: "tipos-de-laboratorio",
  customDevelopment: "desarrollo-a-medida",
  faq: "preguntas-frecuentes",
  contact: "contacto",
} as const;

/** "#fases" for a section key. */
export function labAnchor(section: keyof typeof LAB_SECTION_IDS): string {
  return `#${LAB_SECTION_IDS[section]}`;
}
