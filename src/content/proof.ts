/**
 * Headings of the home page's proof slots (src/config/proof.ts). Each shows only when the
 * company's proof file provides the matching list; without it, none of this reaches the page.
 */
export const proofCopy = {
  clientsTitle: "Empresas que confían en nosotros",
  testimonialsTitle: "Lo que dicen nuestros clientes",
  caseStudiesTitle: "Casos de éxito",
  caseStudyProblem: "El reto",
  caseStudyResult: "El resultado",
} as const;

/** Section ids of the lab page's proof slots (anchors, aria-labelledby). */
export const LAB_PROOF_IDS = { regulations: "normativa", references: "laboratorios" } as const;
