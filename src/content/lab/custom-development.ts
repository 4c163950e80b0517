/**
 * "Desarrollo a la medida" (docs/requirements.md, "Lab product page"): a short section with a
 * text link to the contact section; the home page says more about custom work.
 */
export const labCustomDevelopment = {
  eyebrow: "Desarrollo a la medida",
  title: "¿Tu laboratorio necesita algo que nadie más tiene?",
  intro:
    "Además de este LIS hacemos software a la medida: una app para la toma de muestras a domicilio, el intercambio de órdenes con laboratorios de referencia, tableros para tu dirección o conexiones con aseguradoras y EPS.",
  cta: "Cuéntanos tu proyecto",
} as const;
