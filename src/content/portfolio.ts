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
import { proof } from "~/config/proof";
import { fieldPath, ProofFileError } from "~/config/proof-schema";
import type { PortfolioItem } from "./types";

/** The solution types of section #sectores, with their category tags (docs/requirements.md, "Home sections"). */
export const portfolioItems = [
  {
    name: "Chatbots inteligentes",
    icon: Bot,
    category: "IA",
  },
  {
    name: "Análisis de sentimientos",
    icon: SmilePlus,
    category: "Análisis",
  },
  {
    name: "Tiendas en línea",
    icon: ShoppingCart,
    category: "E-commerce",
  },
  {
    name: "Sistemas administrativos internos",
    icon: LayoutDashboard,
    category: "Gestión",
  },
  {
    name: "Plataformas de seguimiento de carga",
    icon: PackageSearch,
    category: "Logística",
  },
  {
    name: "Controladores de robots",
    icon: Cpu,
    category: "IoT",
  },
  {
    name: "Páginas web institucionales",
    icon: Globe,
    category: "Web",
  },
  {
    name: "Soluciones personalizadas a medida",
    icon: Wrench,
    category: [{ en: "Custom" }],
  },
  {
    name: "Integraciones con sistemas existentes",
    icon: Plug,
    category: "Integración",
  },
  {
    name: "Automatización de procesos",
    icon: Workflow,
    category: "Automatización",
  },
  {
    name: "Aplicaciones de soporte técnico",
    icon: Headset,
    category: "Soporte",
  },
  {
    name: "Software para laboratorios clínicos",
    icon: FlaskConical,
    category: "Salud",
  },
] as const satisfies readonly PortfolioItem[];

/**
 * Up to three solution types backed by a short case (docs/proof.md, `caseStudies`): each case
 * names the portfolio item it backs. A name that is not one of the items above stops the build,
 * naming the entry.
 */
export const portfolioCases = proof.caseStudies.map((caseStudy, index) => {
  const item = portfolioItems.find((candidate) => candidate.name === caseStudy.portfolio);
  if (!item) {
    throw new ProofFileError(
      `Archivo de pruebas sociales inválido:\n  - ${fieldPath(["caseStudies", index, "portfolio"])} = ${JSON.stringify(caseStudy.portfolio)}: debe ser uno de los tipos de solución de la portada: ${portfolioItems.map((candidate) => candidate.name).join(", ")}`,
    );
  }
  // The solution type's icon heads the case, as it marks the type in the list above.
  return { ...caseStudy, icon: item.icon };
});
