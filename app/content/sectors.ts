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
  title: "Nuestra Experiencia",
  intro:
    "Hemos resuelto problemas reales en industrias muy distintas, y esa variedad nos deja entender rápido tu operación.",
  sectorsTitle: "Sectores en los que hemos trabajado",
  portfolioTitle: "Soluciones que hemos construido",
  portfolioIntro:
    "Ya las entregamos a clientes reales y las adaptamos a lo que tu negocio necesita.",
  categoryLabel: "Categoría",
  statsTitle: "Números que Hablan por Nosotros",
  statsIntro:
    "Resultados acumulados proyecto a proyecto, con clientes que vuelven y nos recomiendan.",
} as const;

/** The seven sectors (docs/requirements.md, "Home sections"). `tone`: the icon tile's colour (SectorGrid). */
export const sectors = [
  { name: "Salud", icon: HeartPulse, tone: "rose" },
  { name: "Bancario", icon: Landmark, tone: "blue" },
  {
    name: "Restaurantes",
    icon: UtensilsCrossed,
    tone: "orange",
  },
  { name: "Automotriz", icon: Car, tone: "slate" },
  {
    name: "Transporte y Logística",
    icon: Truck,
    tone: "amber",
  },
  { name: "Cines", icon: Clapperboard, tone: "violet" },
  {
    name: "Tecnología y Software",
    icon: Code2,
    tone: "cyan",
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
