import { site } from "~/config/site";
import type { HomeSectionId } from "./sections";
import type { FooterLink, NavItem } from "./types";

/** The in-page link to a home section: only the ids of HOME_SECTION_IDS type-check. */
const toSection = (id: HomeSectionId) => `#${id}` as const;

/** The home page's name: first item of the nav, the subpage footer's link home, breadcrumbs. */
export const homeLabel = "Inicio";

export const mainNav = [
  { label: homeLabel, href: toSection("inicio") },
  { label: "Nosotros", href: toSection("nosotros") },
  { label: "Servicios", href: toSection("servicios") },
  { label: "Experiencia", href: toSection("sectores") },
  { label: "Tecnologías", href: toSection("tecnologias") },
  { label: "Contacto", href: toSection("contacto") },
  { label: "Acceso Clientes", href: site.portalUrl, external: true },
] as const satisfies readonly NavItem[];

/**
 * The home footer's "Enlaces Rápidos": the main navigation's section anchors, except the one the
 * spec's footer leaves out ("Experiencia", #sectores); the external portal is not a section.
 */
const NOT_IN_FOOTER: readonly string[] = [toSection("sectores")];

export const footerQuickLinks: readonly FooterLink[] = mainNav
  .filter((item) => !("external" in item) && !NOT_IN_FOOTER.includes(item.href))
  .map(({ label, href }) => ({ name: label, href }));

/** The link back to the home page (subpage top bar, 404 page, error page). */
export const backHomeLabel = "Volver al inicio";

/** Top bar of the lab and legal pages: its landmark's name and the back link home. */
export const subpageNav = {
  label: "Navegación del sitio",
  back: backHomeLabel,
} as const;
