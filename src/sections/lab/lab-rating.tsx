import { Star } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { LAB_BEST_RATING, labRating } from "~/content/lab/rating";

const STARS = Array.from({ length: LAB_BEST_RATING }, (_, index) => index);

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
        {/* Grey stars under amber ones cut to the score, so 4,7 does not read as five full. */}
        <span aria-hidden="true" className="relative flex text-slate-300">
          {STARS.map((star) => (
            <Star key={star} className="size-4 shrink-0 fill-current" />
          ))}
          <span
            className="absolute inset-0 flex overflow-hidden text-amber-500"
            style={{ width: `${labRating.filledPercent}%` }}
          >
            {STARS.map((star) => (
              <Star key={star} className="size-4 shrink-0 fill-current" />
            ))}
          </span>
        </span>
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
