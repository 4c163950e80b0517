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
import type { PortfolioItem } from "./types";

/** The solution types of section #sectores, with their category tags (docs/requirements.md, "Home sections"). */
export const portfolioItems = [
  {
    name: "Chatbots inteligentes",
    icon: Bot,
    category: "IA",
    detail: "Atención por WhatsApp",
  },
  {
    name: "Análisis de sentimientos",
    icon: SmilePlus,
    category: "Análisis",
    detail: "Opiniones de clientes",
  },
  {
    name: "Tiendas en línea",
    icon: ShoppingCart,
    category: "E-commerce",
    detail: "Pagos y envíos",
  },
  {
    name: "Sistemas administrativos internos",
    icon: LayoutDashboard,
    category: "Gestión",
    detail: "Inventario y nómina",
  },
  {
    name: "Plataformas de seguimiento de carga",
    icon: PackageSearch,
    category: "Logística",
    detail: "Rutas en tiempo real",
  },
  {
    name: "Controladores de robots",
    icon: Cpu,
    category: "IoT",
    detail: "Líneas de producción",
  },
  {
    name: "Páginas web institucionales",
    icon: Globe,
    category: "Web",
    detail: "Fáciles de actualizar",
  },
  {
    name: "Soluciones personalizadas a medida",
    icon: Wrench,
    category: [{ en: "Custom" }],
    detail: "Procesos únicos",
  },
  {
    name: "Integraciones con sistemas existentes",
    icon: Plug,
    category: "Integración",
    detail: "ERP, HIS y facturación",
  },
  {
    name: "Automatización de procesos",
    icon: Workflow,
    category: "Automatización",
    detail: "Menos digitación",
  },
  {
    name: "Aplicaciones de soporte técnico",
    icon: Headset,
    category: "Soporte",
    detail: "Mesa de ayuda",
  },
  {
    name: "Software para laboratorios clínicos",
    icon: FlaskConical,
    category: "Salud",
    detail: "De la orden al informe",
  },
] as const satisfies readonly PortfolioItem[];
