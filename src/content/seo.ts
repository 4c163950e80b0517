import type { Thing, WithContext } from "schema-dts";
import { ROUTE_PATHS } from "~/config/route-paths";
import { labPath, site } from "~/config/site";
import { pageMetadata, type PageMetadata, type PageSeo } from "~/lib/seo";
import {
  faqPageLd,
  organizationLd,
  serviceLd,
  softwareApplicationLd,
  webPageLd,
  webSiteLd,
} from "~/lib/structured-data";
import { labFaq } from "./lab";
import { labPriceCop } from "./lab/offer";
import { labRatingLd } from "./lab/rating";
import { homeLabel } from "./navigation";
import { services } from "./services";

/**
 * The lab page's title. With the longest product name the configuration allows (24 characters)
 * it stays within MAX_TITLE_CHARS; the company suffix comes only when it fits too.
 */
export const labTitle = (productName: string) => `${productName}: LIS para laboratorios clínicos`;

/**
 * Title (without the company suffix, lib/seo.ts adds it when it fits in MAX_TITLE_CHARS) and
 * description (120-160 characters) of every route, each unique.
 */
export const pageSeo = {
  home: {
    title: "Software a medida, chatbots con IA y LIS",
    description: `Desarrollamos software a la medida, chatbots con inteligencia artificial para WhatsApp y software para laboratorios clínicos. Desde ${site.addressCity}, Colombia.`,
    path: ROUTE_PATHS.home,
  },
  lab: {
    title: labTitle(site.labProductName),
    description: `${site.labProductName} es el sistema de información de laboratorio web que conecta analizadores, HIS y control de calidad, de la orden a la entrega de resultados.`,
    path: labPath,
  },
  privacy: {
    title: "Política de Privacidad",
    description: `Cómo ${site.companyName} recolecta, usa y protege tus datos personales según la Ley 1581 de 2012, y cómo ejercer tus derechos de hábeas data.`,
    path: ROUTE_PATHS.privacyPolicy,
  },
  terms: {
    title: "Términos y Condiciones",
    description: `Términos y Condiciones de los servicios y del software de ${site.companyName}: licencias, planes, pagos en pesos colombianos, renovación y cancelación.`,
    path: ROUTE_PATHS.termsOfService,
  },
  notFound: {
    title: "Página no encontrada",
    description: `La página que buscas no existe o cambió de dirección. Vuelve al inicio de ${site.companyName} o conoce ${site.labProductName}, nuestro software para laboratorios.`,
    path: ROUTE_PATHS.notFound,
    noindex: true,
  },
} as const satisfies Record<string, PageSeo>;

export type PageKey = keyof typeof pageSeo;

const home = { name: homeLabel, path: ROUTE_PATHS.home };

function subpageLd(key: PageKey) {
  const page = pageSeo[key];
  return webPageLd(site, { ...page, crumbs: [home, { name: page.title, path: page.path }] });
}

/** Structured data of each page, besides the Organization that every page carries. */
const jsonLdByPage: Record<PageKey, () => readonly WithContext<Thing>[]> = {
  home: () => [webSiteLd(site), ...services.map((service) => serviceLd(site, service))],
  lab: () => [
    softwareApplicationLd(site, pageSeo.lab, labRatingLd, labPriceCop),
    subpageLd("lab"),
    faqPageLd(labFaq),
  ],
  privacy: () => [subpageLd("privacy")],
  terms: () => [subpageLd("terms")],
  notFound: () => [],
};

/** What the head of a route says (src/layouts/page-head.astro), its JSON-LD included. */
export function metadataFor(key: PageKey): PageMetadata {
  return pageMetadata(pageSeo[key], site, [organizationLd(site), ...jsonLdByPage[key]()]);
}
