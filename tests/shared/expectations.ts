/**
 * What every engine must find on the long pages, read from the content: the anchored sections
 * below the first screen and the heading each one shows. Shared by the Chromium suite
 * (tests/e2e) and the cross-engine smoke suite (tests/engines).
 */
import { labPath, site } from "../../src/config/site";
import { about } from "../../src/content/about";
import { contactSection } from "../../src/content/contact";
import { labContact } from "../../src/content/lab/contact";
import { labCustomDevelopment } from "../../src/content/lab/custom-development";
import { labFaqHeading } from "../../src/content/lab/faq";
import { labFeaturesHeading } from "../../src/content/lab/features";
import { labTypesHeading } from "../../src/content/lab/lab-types";
import { labPhasesHeading } from "../../src/content/lab/phases";
import { LAB_SECTION_IDS } from "../../src/content/lab/section-ids";
import { HOME_SECTION_IDS } from "../../src/content/sections";
import { sectorsSection } from "../../src/content/sectors";
import { servicesSection } from "../../src/content/services";
import { technologiesSection } from "../../src/content/technologies-section";

export const ROUTES = ["/", labPath, "/privacy-policy", "/terms-of-service"] as const;
export const LAB_ROUTE = labPath;

/** The spec's navigation, in its order; the portal's address is configuration. */
export const NAV = [
  ["Inicio", "#inicio"],
  ["Nosotros", "#nosotros"],
  ["Servicios", "#servicios"],
  ["Experiencia", "#sectores"],
  ["Tecnologías", "#tecnologias"],
  ["Contacto", "#contacto"],
  ["Acceso Clientes", site.portalUrl],
] as const;

/** Every decorative sprite icon: a masked box (SpriteIcon) or a tile that paints one (IconTile). */
export const SPRITE_ICONS = ".icon, .icon-tile";

/** The two widths the spec is checked at: a phone and a laptop. */
export const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** How far from its target a far jump may land ("within a few pixels"). */
export const LANDING_TOLERANCE_PX = 4;

type LongPage = { route: string; sections: { id: string; heading: string }[] };

/** The long pages, each section below the first screen with the heading it must show. */
export const LONG_PAGES: readonly LongPage[] = [
  {
    route: "/",
    sections: [
      { id: HOME_SECTION_IDS[1], heading: about.title },
      { id: HOME_SECTION_IDS[2], heading: servicesSection.title },
      { id: HOME_SECTION_IDS[3], heading: sectorsSection.title },
      { id: HOME_SECTION_IDS[4], heading: technologiesSection.title },
      { id: HOME_SECTION_IDS[5], heading: contactSection.title },
    ],
  },
  {
    route: LAB_ROUTE,
    sections: [
      { id: LAB_SECTION_IDS.phases, heading: labPhasesHeading.title },
      { id: LAB_SECTION_IDS.features, heading: labFeaturesHeading.title },
      { id: LAB_SECTION_IDS.labTypes, heading: labTypesHeading.title },
      { id: LAB_SECTION_IDS.customDevelopment, heading: labCustomDevelopment.title },
      { id: LAB_SECTION_IDS.faq, heading: labFaqHeading.title },
      { id: LAB_SECTION_IDS.contact, heading: labContact.title },
    ],
  },
];
