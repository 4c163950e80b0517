import { ROUTE_PATHS } from "~/config/route-paths";
import { labPath, site } from "~/config/site";
import { buildMeta, type PageSeo } from "~/lib/seo";
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

/** Title and description of every route (120-160 characters each, unique). */
export const pageSeo = {
  home: {
    title: "Software a la medida, chatbots con IA y LIS",
    description: `Desarrollamos software a la medida, chatbots con inteligencia artificial para WhatsApp y software para laboratorios clínicos. Desde ${site.addressCity}, Colombia.`,
    path: ROUTE_PATHS.home,
  },
  lab: {
    title: `${site.labProductName}: software para laboratorio clínico (LIS)`,
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
const jsonLdByPage: Record<PageKey, () => readonly object[]> = {
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

/** The whole head of a route: tags from lib/seo plus its JSON-LD. */
export function metaFor(key: PageKey) {
  const page = pageSeo[key];
  return buildMeta({ ...page, jsonLd: [organizationLd(site), ...jsonLdByPage[key]()] }, site);
}
