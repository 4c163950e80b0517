import { formatFigure } from "~/lib/format-figure";
import { site } from "~/config/site";
import type { LabRatingLd } from "~/lib/structured-data";
import { isFigureShown } from "../figures";

/** Best possible score of the AggregateRating the JSON-LD declares (schema.org's default). */
export const LAB_BEST_RATING = 5;

/**
 * The lab product's rating (SITE_LAB_RATING_*), declared in the JSON-LD and shown with its
 * source where visitors see it (structured data must mark up visible content). Both are absent
 * when the company switches the figure off (SITE_FIGURES_HIDDEN=labRating).
 */
export const labRatingLd: LabRatingLd | undefined = isFigureShown("labRating")
  ? {
      ratingValue: Number(site.labRatingValue.replace(",", ".")),
      ratingCount: Number(site.labRatingCount),
      bestRating: LAB_BEST_RATING,
    }
  : undefined;

export const labRating = labRatingLd && {
  value: `${formatFigure(labRatingLd.ratingValue, 1)} de ${LAB_BEST_RATING}`,
  /** How much of the row of stars is filled: 4,7 of 5 shows the fifth star seven tenths full. */
  filledPercent: (labRatingLd.ratingValue / LAB_BEST_RATING) * 100,
  count: `${formatFigure(labRatingLd.ratingCount)} valoraciones`,
  who: `sobre ${site.labProductName}`,
  sourceLabel: "Fuente:",
  source: site.labRatingSource,
  /** Where the reviews can be read (SITE_LAB_RATING_URL): the count links there when given. */
  reviewsUrl: site.labRatingUrl || undefined,
};
