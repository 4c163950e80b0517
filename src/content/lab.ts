/** Copy and data of the lab product page (`labPath`), split by section under ./lab/. */
export { labContact } from "./lab/contact";
export { labCustomDevelopment } from "./lab/custom-development";
export { labFaq, labFaqHeading } from "./lab/faq";
export { labFeatures, labFeaturesHeading } from "./lab/features";
export {
  labDashboard,
  labHeaderCta,
  labHero,
  type DashboardTile,
  type SampleStatus,
} from "./lab/hero";
export { labTypes, labTypesHeading } from "./lab/lab-types";
export { labPhases, labPhasesHeading } from "./lab/phases";
export { LAB_SECTION_IDS, labAnchor } from "./lab/section-ids";
