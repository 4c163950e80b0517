import { formatFigure } from "~/components/ui/format-figure";
import { site } from "~/config/site";
import { LAB_RATING } from "~/lib/structured-data";

/** Best possible score of the AggregateRating the JSON-LD declares (schema.org's default). */
export const LAB_BEST_RATING = 5;

/**
 * The rating the lab page's JSON-LD declares, shown where visitors can see it (DECISIONS.md,
 * "Claims"): structured data must mark up visible content. Figures come from LAB_RATING only.
 */
export const labRating = {
  value: `${formatFigure(LAB_RATING.ratingValue, 1)} de ${LAB_BEST_RATING}`,
  count: `${LAB_RATING.ratingCount} valoraciones`,
  source: `de laboratorios que usan ${site.labProductName}`,
} as const;
