import {
  Car,
  Clapperboard,
  Code2,
  FolderCheck,
  Globe2,
  HeartPulse,
  Landmark,
  Layers,
  ThumbsUp,
  Truck,
  UtensilsCrossed,
} from "lucide-react";
import { countries } from "./contact";
import type { Sector, Stat } from "./types";

/** Copy of section #sectores ("Nuestra Experiencia"). */
export const sectorsSection = {
  eyebrow: "Experiencia",
  title: "Nuestra Experiencia",
  intro:
    "Hemos resuelto problemas reales en industrias muy distintas. Esa variedad nos deja entender tu operación rápido y proponer soluciones que ya probamos en la práctica.",
  sectorsTitle: "Sectores en los que hemos trabajado",
  portfolioTitle: "Soluciones que hemos construido",
  portfolioIntro:
    "Todas ya las entregamos a clientes reales y podemos adaptarlas a lo que tu negocio necesita.",
  categoryLabel: "Categoría",
  statsTitle: "Números que Hablan por Nosotros",
  statsIntro:
    "Resultados acumulados proyecto a proyecto, con clientes que vuelven y nos recomiendan.",
} as const;

/** The seven sectors (docs/requirements.md, "Home sections"). `color`: Tailwind classes of the icon tile. */
export const sectors = [
  { name: "Salud", icon: HeartPulse, color: "bg-rose-50 text-rose-600 ring-rose-100" },
  { name: "Bancario", icon: Landmark, color: "bg-blue-50 text-blue-700 ring-blue-100" },
  {
    name: "Restaurantes",
    icon: UtensilsCrossed,
    color: "bg-orange-50 text-orange-600 ring-orange-100",
  },
  { name: "Automotriz", icon: Car, color: "bg-slate-100 text-slate-700 ring-slate-200" },
  {
    name: "Transporte y Logística",
    icon: Truck,
    color: "bg-amber-50 text-amber-700 ring-amber-100",
  },
  { name: "Cines", icon: Clapperboard, color: "bg-violet-50 text-violet-600 ring-violet-100" },
  {
    name: "Tecnología y Software",
    icon: Code2,
    color: "bg-cyan-50 text-cyan-700 ring-cyan-100",
  },
] as const satisfies readonly Sector[];

/**
 * "Números que Hablan por Nosotros" (docs/requirements.md, "Marketing figures"). The countries and
 * sectors are counted from their lists, so the figures cannot drift from what the page shows.
 */
export const experienceStats = [
  { number: "50+", label: "Proyectos Completados", icon: FolderCheck },
  { number: String(countries.length), label: "Países con Presencia", icon: Globe2 },
  { number: String(sectors.length), label: "Sectores Especializados", icon: Layers },
  { number: "99\u00a0%", label: "Satisfacción Cliente", icon: ThumbsUp },
] as const satisfies readonly Stat[];
