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
import type { SolutionType } from "~/config/company-lists";
import { proof } from "~/config/proof";
import { site } from "~/config/site";
import type { PortfolioItem } from "./types";

/**
 * Each solution type the site can show, with its icon and its category tag (docs/requirements.md,
 * "Home sections"); the names are src/config/company-lists.ts's, which the company picks from.
 */
const SOLUTION_LOOKS = {
  "Chatbots inteligentes": { icon: Bot, category: "IA" },
  "Análisis de sentimientos": { icon: SmilePlus, category: "Análisis" },
  "Tiendas en línea": { icon: ShoppingCart, category: "E-commerce" },
  "Sistemas administrativos internos": { icon: LayoutDashboard, category: "Gestión" },
  "Plataformas de seguimiento de carga": { icon: PackageSearch, category: "Logística" },
  "Controladores de robots": { icon: Cpu, category: "IoT" },
  "Páginas web institucionales": { icon: Globe, category: "Web" },
  "Soluciones personalizadas a medida": { icon: Wrench, category: [{ en: "Custom" }] },
  "Integraciones con sistemas existentes": { icon: Plug, category: "Integración" },
  "Automatización de procesos": { icon: Workflow, category: "Automatización" },
  "Aplicaciones de soporte técnico": { icon: Headset, category: "Soporte" },
  "Software para laboratorios clínicos": { icon: FlaskConical, category: "Salud" },
} as const satisfies Record<SolutionType, Omit<PortfolioItem, "name">>;

/**
 * The solution types the company has delivered, as its data give them (company.json, solutions):
 * "Soluciones que hemos construido" says they were delivered, so only the company says which.
 */
export const portfolioItems: readonly PortfolioItem[] = site.solutions.map((name) => ({
  name,
  ...SOLUTION_LOOKS[name],
}));

/**
 * Up to three solution types backed by a short case (docs/proof.md, `caseStudies`), each under a
 * type the company lists: the build's first step refuses a case of the company's proof file that
 * names another (scripts/company-check.ts); the example's, while the company has no proof file of
 * its own, keeps only the cases of the types the company lists.
 */
export const portfolioCases = proof.caseStudies.flatMap((caseStudy) => {
  const item = portfolioItems.find((candidate) => candidate.name === caseStudy.portfolio);
  // The solution type's icon heads the case, as it marks the type in the list above.
  return item ? [{ ...caseStudy, icon: item.icon }] : [];
});
