import { Star } from "lucide-react";
import type { CSSProperties } from "react";
import { ExternalLink } from "~/components/ui/external-link";
import { lucideMaskStyle } from "~/components/ui/sprite-icon";
import { labRating } from "~/content/lab/rating";

const starStyle = lucideMaskStyle(Star, { filled: true });

/**
 * The product's rating as the JSON-LD declares it (4,9 de 5 · 47 valoraciones), with its source
 * right under it; the count links to where the reviews can be read, when the company gives that
 * address. Nothing when the company switches the rating off.
 */
export function LabRating() {
  if (!labRating) return null;
  return (
    <div data-rating="" className="mt-5 text-sm text-slate-700 sm:mt-8">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {/* One element: the stars are drawn by .stars (src/styles/marks.css). */}
        <span
          aria-hidden="true"
          className="stars"
          style={{ ...starStyle, "--filled": `${labRating.filledPercent}%` } as CSSProperties}
        />
        <strong data-rating-value="" className="font-semibold text-slate-900">
          {labRating.value}
        </strong>
        {/* On a phone the count wraps to its own line, where a leading dot would dangle. */}
        <span aria-hidden="true" className="max-sm:hidden">
          ·
        </span>
        <span>
          {labRating.reviewsUrl ? (
            <ExternalLink
              href={labRating.reviewsUrl}
              data-rating-count=""
              className="text-teal-800 underline hover:text-teal-900"
            >
              {labRating.count}
            </ExternalLink>
          ) : (
            <span data-rating-count="">{labRating.count}</span>
          )}{" "}
          {labRating.who}
        </span>
      </p>
      <p data-rating-source="" className="mt-1 text-xs text-slate-600">
        {labRating.sourceLabel} {labRating.source}
      </p>
    </div>
  );
}
