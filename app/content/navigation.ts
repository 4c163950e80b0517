import { site } from "~/config/site";
import type { FooterLink, NavItem } from "./types";

export const mainNav = [
  { label: "Inicio", href: "#inicio" },
  { label: "Nosotros", href: "#nosotros" },
  { label: "Servicios", href: "#servicios" },
  { label: "Experiencia", href: "#sectores" },
  { label: "Tecnologías", href: "#tecnologias" },
  { label: "Contacto", href: "#contacto" },
  { label: "Acceso Clientes", href: site.portalUrl, external: true },
] as const satisfies readonly NavItem[];

export const footerQuickLinks = [
  { name: "Inicio", href: "#inicio" },
  { name: "Nosotros", href: "#nosotros" },
  { name: "Servicios", href: "#servicios" },
  { name: "Tecnologías", href: "#tecnologias" },
  { name: "Contacto", href: "#contacto" },
] as const satisfies readonly FooterLink[];

/** Top bar of the lab and legal pages: its landmark's name and the two links home. */
export const subpageNav = {
  label: "Navegación del sitio",
  logoLabel: `${site.companyName}: página de inicio`,
  back: "Volver al inicio",
} as const;
