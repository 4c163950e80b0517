import { Award, Gauge, HeartHandshake, Lightbulb, RefreshCcw, Users } from "lucide-react";
import { proof } from "~/config/proof";
import { site } from "~/config/site";
import { mockupLabels } from "./mockups";
import type { Feature, Phrase } from "./types";

/** " en 2016" after the city, when the proof file gives the founding year (docs/proof.md). */
const founded = proof.company ? ` en ${proof.company.foundedYear}` : "";

/** Section #nosotros (docs/requirements.md, "Home sections"). */
export const about = {
  title: "¿Quiénes somos?",
  paragraphs: [
    `Somos una empresa de software nacida en ${site.addressCity}${founded}: ingenieros, diseñadores y consultores que ponemos la tecnología a trabajar para las personas.`,
    // Names no sector: the company's own are listed under "Nuestra Experiencia" (content/sectors.ts).
    "Cada cliente nos ha enseñado que no hay dos negocios iguales.",
    "Por eso empezamos por escucharte, y luego construimos contigo lo que tu empresa necesita para crecer.",
  ],
  valuesTitle: "Nuestros valores",
} as const;

export const aboutValues = [
  {
    icon: Lightbulb,
    title: "Innovación",
    description:
      "Inteligencia artificial y automatización donde dan resultados que se pueden medir.",
  },
  {
    icon: HeartHandshake,
    title: "Compromiso",
    description: "Te acompañamos antes, durante y después de cada entrega.",
  },
  {
    icon: Award,
    title: "Excelencia",
    description: "Código limpio, pruebas rigurosas y entregas a tiempo: tu negocio no se detiene.",
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
  title: [{ en: "Sprint" }, " Actual - Desarrollo en Curso"],
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
} as const satisfies { title: Phrase; sampleLabel: string; columns: readonly SprintColumn[] };

export const aboutFeatures = [
  {
    icon: RefreshCcw,
    title: "Metodologías Ágiles",
    description: [
      { en: "Sprints" },
      " cortos con entregas frecuentes: ves avances cada dos semanas y ajustas el rumbo a tiempo.",
    ],
  },
  {
    icon: Users,
    title: "Equipo Experto",
    description:
      "Desarrolladores, arquitectos y especialistas en IA que entienden tu operación antes de escribir una línea de código.",
  },
  {
    icon: Gauge,
    title: "Escalabilidad",
    description:
      "Arquitecturas en la nube que pasan de diez usuarios a diez mil sin rehacer el sistema.",
  },
] as const satisfies readonly Feature[];
