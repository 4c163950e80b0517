import { Bot, Code2, FlaskConical } from "lucide-react";
import { labPath, site } from "~/config/site";
import type { Service } from "./types";

/** The three offerings (SPEC.md section 1). Section #servicios and the footer read this. */
export const services = [
  {
    title: "Chatbot Empresarial con IA",
    icon: Bot,
    description:
      "Atiende, vende y da soporte técnico a toda hora con un asistente inteligente integrado a WhatsApp, a tu sitio web y a todos tus canales.",
    features: ["Integración WhatsApp", "IA Conversacional", "Soporte 24/7", "Analytics Avanzados"],
    color: "bg-cyan-50 text-cyan-700 ring-cyan-200",
    bgGradient: "from-cyan-500 to-blue-600",
    linkType: "contact",
    linkTarget: "#contacto",
  },
  {
    title: "Software a la Medida",
    icon: Code2,
    description:
      "Diseñamos y construimos software escalable alrededor de tus procesos, no al revés: desde la primera idea hasta la operación diaria.",
    features: [
      "Desarrollo a Medida",
      "Arquitectura Escalable",
      "Metodologías Ágiles",
      "Soporte Continuo",
    ],
    color: "bg-blue-50 text-blue-700 ring-blue-200",
    bgGradient: "from-blue-600 to-indigo-600",
    linkType: "contact",
    linkTarget: "#contacto",
  },
  {
    title: `${site.labProductName}: Software para Laboratorio Clínico`,
    icon: FlaskConical,
    description:
      "Gestión de laboratorio conectada a tus analizadores, al HIS y a tus sistemas de calidad, desde la orden médica hasta la entrega de resultados.",
    features: ["Gestión Completa", "Integración HIS", "Control de Calidad", "Reportes Automáticos"],
    color: "bg-teal-50 text-teal-700 ring-teal-200",
    bgGradient: "from-teal-500 to-emerald-600",
    linkType: "page",
    linkTarget: labPath,
  },
] as const satisfies readonly Service[];
