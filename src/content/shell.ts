import { site } from "~/config/site";
import { backHomeLabel } from "./navigation";

/**
 * Interface copy of the page shell (header, menu, floating controls, footers, skip link, error
 * page): landmark names, control labels and the footers' fixed lines. Labels the spec fixes are
 * written as it gives them (docs/requirements.md, "Header and navigation", "Floating controls").
 */
export const shellCopy = {
  skipLink: "Saltar al contenido",
  newTabHint: "(se abre en una pestaña nueva)",
  /** Names of the logo's link home: home and error pages, and the lab and legal pages. */
  logoLink: {
    home: `${site.companyName}: ir al inicio`,
    subpage: `${site.companyName}: página de inicio`,
  },
  /**
   * Heard before a phone number shown as a link: the same "+57 …" text opens WhatsApp in one
   * place and calls in another, and the number alone does not say which.
   */
  phoneLinkPrefix: { whatsapp: "WhatsApp", tel: "Llamar al" },
  header: { navLabel: "Principal" },
  mobileMenu: { toggleLabel: "Menú de navegación", navLabel: "Menú móvil" },
  floating: {
    label: "Acciones rápidas",
    backToTop: "Volver arriba",
    chat: "Chat por WhatsApp",
    closeNotice: "Cerrar aviso",
  },
  footer: {
    quickLinksTitle: "Enlaces Rápidos",
    servicesTitle: "Nuestros Servicios",
    connectTitle: "Conecta con Nosotros",
    followUs: "Síguenos en:",
    rights: "Todos los derechos reservados.",
    madeIn: "Hecho con ♥ en Colombia",
  },
  subpageFooter: { pagesNavLabel: "Páginas del sitio" },
  notFoundFooter: { navLabel: "Información legal" },
  error: {
    title: "Algo salió mal",
    body: "No pudimos mostrar esta página.",
    back: backHomeLabel,
  },
} as const;
