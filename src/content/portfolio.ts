import {
  Bot,
  Cpu,
  FlaskConical,
  Globe,
  Headset,
  LayoutDashboard,
  PackageSearch,
  Plug,
  ShoppingCart,
  SmilePlus,
  Workflow,
  Wrench,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { proof } from "~/config/proof";
import { portfolioTypes, type PortfolioName } from "./portfolio-types";
import type { PortfolioItem } from "./types";

/** Each solution type's icon, by its name (portfolio-types.ts). */
const icons = {
  "Chatbots inteligentes": Bot,
  "Análisis de sentimientos": SmilePlus,
  "Tiendas en línea": ShoppingCart,
  "Sistemas administrativos internos": LayoutDashboard,
  "Plataformas de seguimiento de carga": PackageSearch,
  "Controladores de robots": Cpu,
  "Páginas web institucionales": Globe,
  "Soluciones personalizadas a medida": Wrench,
  "Integraciones con sistemas existentes": Plug,
  "Automatización de procesos": Workflow,
  "Aplicaciones de soporte técnico": Headset,
  "Software para laboratorios clínicos": FlaskConical,
} satisfies Record<PortfolioName, LucideIcon>;

/** The solution types of section #sectores, with their category tags and icons. */
export const portfolioItems = portfolioTypes.map((type) => ({
  ...type,
  icon: icons[type.name],
})) satisfies PortfolioItem[];

/**
 * Up to three solution types backed by a short case (docs/proof.md, `caseStudies`): each case
 * names the portfolio item it backs, which the proof file's check has made sure of
 * (src/config/proof-repeats.ts).
 */
export const portfolioCases = proof.caseStudies.map((caseStudy) => {
  const item = portfolioItems.find((candidate) => candidate.name === caseStudy.portfolio);
  if (!item) throw new Error(`"${caseStudy.portfolio}" no es un tipo de solución de la portada`);
  // The solution type's icon heads the case, as it marks the type in the list above.
  return { ...caseStudy, icon: item.icon };
});
