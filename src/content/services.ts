import { Bot, Code2, FlaskConical } from "lucide-react";
import { labPath, site } from "~/config/site";
import type { Service } from "./types";

/** Copy around the cards of section #servicios. */
export const servicesSection = {
  eyebrow: "Lo que hacemos",
  title: "Nuestros Servicios",
  intro: "Tecnología que le quita carga a tu equipo y le suma resultados a tu negocio.",
  featuresLabel: "Incluye",
  linkLabel: "Conocer más",
  /**
   * Where a service has no published price, the card's price line says what the free first
   * conversation gives (the closing band's offer), so its foot reads like the others'.
   */
  noPrice: "Cotización sin costo.",
  /** Completes "Conocer más" for screen readers, e.g. "Conocer más sobre Software a la Medida". */
  linkContext: "sobre",
  cta: {
    title: "¿Tienes un proyecto en mente?",
    text: "Cuéntanos qué necesitas: en una primera conversación, sin costo, revisamos tu caso y te proponemos el camino más corto.",
    label: "Solicitar Consulta Gratuita",
    href: "#contacto",
    /** Over the company's steps (docs/proof.md, `process`), when its proof file gives them. */
    processTitle: "Cómo trabajamos",
  },
} as const;

/** The three offerings (docs/requirements.md, "Home sections"). Section #servicios and the footer read this. */
export const services = [
  {
    priced: "chatbot",
    title: "Chatbot empresarial con IA",
    icon: Bot,
    description:
      "Un asistente inteligente atiende, vende y da soporte a tus clientes las 24 horas en WhatsApp, tu sitio web y tus demás canales, y pasa a tu equipo lo que necesita una persona.",
    features: [
      "Integración WhatsApp",
      "IA Conversacional",
      "Soporte 24/7",
      [{ en: "Analytics" }, " Avanzados"],
    ],
    tone: "cyan",
    linkType: "contact",
    linkTarget: "#contacto",
  },
  {
    priced: "custom",
    title: "Software a la medida",
    icon: Code2,
    description:
      "Software escalable construido alrededor de tus procesos, desde la primera idea hasta la operación diaria.",
    features: [
      "Desarrollo a Medida",
      "Arquitectura Escalable",
      "Metodologías Ágiles",
      "Soporte Continuo",
    ],
    tone: "blue",
    linkType: "contact",
    linkTarget: "#contacto",
  },
  {
    priced: "lab",
    title: `${site.labProductName}: software para laboratorios clínicos y veterinarios`,
    icon: FlaskConical,
    description:
      "Para laboratorios clínicos y veterinarios: conectado a tus analizadores, al HIS y al control de calidad, de la orden al resultado.",
    features: ["Gestión Completa", "Integración HIS", "Control de Calidad", "Reportes Automáticos"],
    tone: "teal",
    linkType: "page",
    linkTarget: labPath,
  },
] as const satisfies readonly Service[];
