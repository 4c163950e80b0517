import {
  Car,
  Clapperboard,
  Code2,
  HeartPulse,
  Landmark,
  Truck,
  UtensilsCrossed,
} from "lucide-react";
import type { Sector } from "./types";

/** Copy of section #sectores ("Nuestra Experiencia"). */
export const sectorsSection = {
  title: "Nuestra Experiencia",
  intro: "Industrias muy distintas nos enseñaron a entender rápido tu operación.",
  sectorsTitle: "Sectores en los que hemos trabajado",
  portfolioTitle: "Soluciones que hemos construido",
  portfolioIntro:
    "Ya las entregamos a clientes reales y las adaptamos a lo que tu negocio necesita.",
  categoryLabel: "Categoría",
  statsTitle: "Números que Hablan por Nosotros",
  statsIntro: "Lo que hemos construido, proyecto a proyecto, para empresas de distintos sectores.",
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
