import { site } from "~/config/site";
import type { FooterLink, NavItem } from "./types";

/** The home page's name: first item of the nav, the subpage footer's link home, breadcrumbs. */
export const homeLabel = "Inicio";

export const mainNav = [
  { label: homeLabel, href: "#inicio" },
  { label: "Nosotros", href: "#nosotros" },
  { label: "Servicios", href: "#servicios" },
  { label: "Experiencia", href: "#sectores" },
  { label: "Tecnologías", href: "#tecnologias" },
  { label: "Contacto", href: "#contacto" },
  { label: "Acceso Clientes", href: site.portalUrl, external: true },
] as const satisfies readonly NavItem[];

/**
 * The home footer's "Enlaces Rápidos": the main navigation's section anchors, except the one the
 * spec's footer leaves out ("Experiencia", #sectores); the external portal is not a section.
 */
const NOT_IN_FOOTER: readonly string[] = ["#sectores"];

export const footerQuickLinks: readonly FooterLink[] = mainNav
  .filter((item) => !("external" in item) && !NOT_IN_FOOTER.includes(item.href))
  .map(({ label, href }) => ({ name: label, href }));

/** Top bar of the lab and legal pages: its landmark's name and the back link home. */
export const subpageNav = {
  label: "Navegación del sitio",
  back: "Volver al inicio",
} as const;
