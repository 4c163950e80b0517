import {
  Briefcase,
  Building2,
  Car,
  Clapperboard,
  Code2,
  Factory,
  GraduationCap,
  HardHat,
  HeartPulse,
  Hotel,
  Landmark,
  RadioTower,
  ShieldCheck,
  Sprout,
  Store,
  Truck,
  UtensilsCrossed,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { plain } from "~/config/company-lists";
import { site } from "~/config/site";
import { shownFigures } from "~/config/site-figures";
import type { Sector, SectorTone } from "./types";

/** Copy of section #sectores ("Nuestra Experiencia"). */
export const sectorsSection = {
  title: "Nuestra Experiencia",
  intro: "Los sectores en los que hemos trabajado nos enseñaron a entender rápido tu operación.",
  sectorsTitle: "Sectores en los que hemos trabajado",
  portfolioTitle: "Soluciones que hemos construido",
  portfolioIntro:
    "Ya las entregamos a clientes reales y las adaptamos a lo que tu negocio necesita.",
  categoryLabel: "Categoría",
  statsTitle: "Números que Hablan por Nosotros",
  statsIntro: "Lo que hemos construido, proyecto a proyecto, para empresas de distintos sectores.",
} as const;

/** A sector's icon by its name as lists compare it (plain); any other sector gets a briefcase. */
const ICONS: Record<string, LucideIcon> = {
  salud: HeartPulse,
  bancario: Landmark,
  banca: Landmark,
  finanzas: Landmark,
  "servicios financieros": Landmark,
  seguros: ShieldCheck,
  restaurantes: UtensilsCrossed,
  gastronomia: UtensilsCrossed,
  automotriz: Car,
  "transporte y logistica": Truck,
  transporte: Truck,
  logistica: Truck,
  cines: Clapperboard,
  entretenimiento: Clapperboard,
  "tecnologia y software": Code2,
  tecnologia: Code2,
  software: Code2,
  educacion: GraduationCap,
  comercio: Store,
  "comercio minorista": Store,
  retail: Store,
  "sector publico": Building2,
  gobierno: Building2,
  manufactura: Factory,
  industria: Factory,
  agro: Sprout,
  agroindustria: Sprout,
  construccion: HardHat,
  turismo: Hotel,
  hoteleria: Hotel,
  energia: Zap,
  telecomunicaciones: RadioTower,
};

/** The icon tiles' colours, in turn (SectorGrid). */
const TONES: readonly SectorTone[] = ["rose", "blue", "orange", "slate", "amber", "violet", "cyan"];

/**
 * The sectors the company has worked in, as its data give them (company.json,
 * figures.sectors.list; docs/configuration.md): none when it retired the figure they are counted
 * as, since the list is that claim.
 */
export const sectors: readonly Sector[] = shownFigures(site).includes("sectors")
  ? site.sectors.map((name, index) => ({
      name,
      icon: ICONS[plain(name)] ?? Briefcase,
      tone: TONES[index % TONES.length] ?? "slate",
    }))
  : [];
