import type { Phrase } from "~/lib/phrase";

/**
 * The solution types of section #sectores, with their category tags (docs/requirements.md, "Home
 * sections"); their icons are in portfolio.ts. Kept apart from the icons so the build's first
 * step reads the names with plain Node: a case study in the proof file names the type it backs,
 * and a name that is none of these is refused there (src/config/proof-repeats.ts).
 */
export const portfolioTypes = [
  { name: "Chatbots inteligentes", category: "IA" },
  { name: "Análisis de sentimientos", category: "Análisis" },
  { name: "Tiendas en línea", category: "E-commerce" },
  { name: "Sistemas administrativos internos", category: "Gestión" },
  { name: "Plataformas de seguimiento de carga", category: "Logística" },
  { name: "Controladores de robots", category: "IoT" },
  { name: "Páginas web institucionales", category: "Web" },
  { name: "Soluciones personalizadas a medida", category: [{ en: "Custom" }] },
  { name: "Integraciones con sistemas existentes", category: "Integración" },
  { name: "Automatización de procesos", category: "Automatización" },
  { name: "Aplicaciones de soporte técnico", category: "Soporte" },
  { name: "Software para laboratorios clínicos", category: "Salud" },
] as const satisfies readonly { name: string; category: Phrase }[];

export type PortfolioName = (typeof portfolioTypes)[number]["name"];
