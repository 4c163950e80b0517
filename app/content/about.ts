import { Award, Gauge, HeartHandshake, Lightbulb, RefreshCcw, Users } from "lucide-react";
import { site } from "~/config/site";
import { mockupLabels } from "./mockups";
import type { Feature, Phrase } from "./types";

/** Section #nosotros (docs/requirements.md, "Home sections"). */
export const about = {
  eyebrow: "Nosotros",
  title: "¿Quiénes somos?",
  paragraphs: [
    `Somos una empresa de desarrollo de software nacida en ${site.addressCity}: ingenieros, diseñadores y consultores convencidos de que la tecnología debe trabajar para las personas, y no al revés.`,
    // No count here: the figures are configuration with a source (content/figures.ts).
    "Hemos trabajado con empresas de distintos países y sectores, desde laboratorios clínicos y entidades financieras hasta restaurantes, cines y empresas de transporte. Cada proyecto nos enseñó que no hay dos negocios iguales.",
    "Por eso empezamos por escucharte. Entendemos cómo opera tu empresa, identificamos lo que se puede automatizar y construimos contigo chatbots con inteligencia artificial, software a la medida y sistemas para laboratorio que crecen al ritmo de tu negocio.",
  ],
  valuesTitle: "Nuestros valores",
} as const;

export const aboutValues = [
  {
    icon: Lightbulb,
    title: "Innovación",
    description:
      "Aplicamos inteligencia artificial y automatización donde generan resultados medibles para tu operación.",
  },
  {
    icon: HeartHandshake,
    title: "Compromiso",
    description:
      "Tu proyecto es nuestro proyecto: te acompañamos antes, durante y después de cada entrega.",
  },
  {
    icon: Award,
    title: "Excelencia",
    description:
      "Código limpio, pruebas rigurosas y entregas puntuales, porque tu negocio no puede detenerse.",
  },
] as const satisfies readonly Feature[];

export type SprintColumnId = "pending" | "inProgress" | "done";

export type SprintColumn = {
  id: SprintColumnId;
  title: string;
  cards: readonly { title: Phrase; duration?: string }[];
};

/** The static mock sprint board, exactly as the spec's table. */
export const sprintBoard = {
  title: "Sprint Actual - Desarrollo en Curso",
  sampleLabel: mockupLabels.sample,
  columns: [
    { id: "pending", title: "Pendiente", cards: [{ title: "Diseño UI/UX", duration: "2 días" }] },
    {
      id: "inProgress",
      title: "En Proceso",
      cards: [
        { title: [{ en: "API Development" }], duration: "5 días" },
        { title: [{ en: "Testing QA" }], duration: "3 días" },
      ],
    },
    {
      id: "done",
      title: "Completado",
      cards: [{ title: [{ en: "Database Setup" }] }, { title: [{ en: "Deploy Pipeline" }] }],
    },
  ],
} as const satisfies { title: string; sampleLabel: string; columns: readonly SprintColumn[] };

export const aboutFeatures = [
  {
    icon: RefreshCcw,
    title: "Metodologías Ágiles",
    description:
      "Trabajamos en sprints cortos con entregas frecuentes: ves avances reales cada dos semanas y ajustas el rumbo a tiempo.",
  },
  {
    icon: Users,
    title: "Equipo Experto",
    description:
      "Desarrolladores, arquitectos y especialistas en IA con experiencia en salud, banca, logística y comercio.",
  },
  {
    icon: Gauge,
    title: "Escalabilidad",
    description:
      "Arquitecturas en la nube pensadas para crecer contigo, de diez usuarios a diez mil, sin rehacer el sistema.",
  },
] as const satisfies readonly Feature[];
