/**
 * Headings of the proof slots (src/config/proof.ts). Each shows only when the company's proof
 * file provides the matching list; with no file, none of this reaches the page.
 */
export const proofCopy = {
  clientsTitle: "Empresas que confían en nosotros",
  testimonialsTitle: "Lo que dicen nuestros clientes",
  caseStudiesTitle: "Casos de éxito",
  caseStudyProblem: "El reto",
  caseStudyBuilt: "Lo que construimos",
  caseStudyClient: "Cliente",
} as const;

/** Lab page: the analyzers the LIS already connects to, and the plans with their prices. */
export const labProofCopy = {
  analyzersEyebrow: "Integraciones",
  analyzersTitle: "Equipos con los que ya nos conectamos",
  analyzersIntro:
    "El sistema recibe los resultados directamente de estos analizadores, sin transcribir a mano.",
  analyzersBrand: "Marca",
  analyzersModel: "Modelo",
  analyzersArea: "Área",
  plansEyebrow: "Planes",
  plansTitle: "Planes y precios",
  plansIntro:
    "Precios en pesos colombianos. Elige el plan que se ajusta al tamaño de tu laboratorio.",
  perPeriod: { mes: "al mes", año: "al año", "pago único": "pago único" },
} as const;

/** Section ids of the lab proof slots (anchors, aria-labelledby). */
export const LAB_PROOF_IDS = { analyzers: "equipos", plans: "planes" } as const;
