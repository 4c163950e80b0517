import { ExternalLink } from "~/components/ui/external-link";
import { WholeHyphenated } from "~/components/ui/whole-hyphenated";
import {
  analyzerInterfaceText,
  analyzerQuestion,
  analyzersByArea,
  analyzersInProduction,
  analyzersList,
} from "~/content/lab/analyzers";

/**
 * Under the analyzer-interface feature: the analyzers already connected in production (from the
 * company's proof file), every one of them by area in a closed list (one line until opened), what
 * an interface costs, and a WhatsApp chat that asks about the visitor's own equipment. The data
 * notice is the contact section's and the footer's, not repeated inside a card.
 */
export function AnalyzersNote() {
  return (
    <div className="mt-2 text-sm">
      {analyzersInProduction ? (
        <p data-proof="analyzers" className="font-medium text-slate-800">
          <WholeHyphenated text={analyzersInProduction} />
        </p>
      ) : null}
      {analyzersList.shown ? (
        <details data-proof="analyzers-all" className="mt-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-teal-800 underline">
            {analyzersList.summary}
          </summary>
          {analyzersByArea.map(({ area, models }) => (
            <p key={area} className="text-slate-700">
              <span className="font-semibold text-slate-900">{`${area}:`}</span>{" "}
              <WholeHyphenated text={models.join(", ")} />
            </p>
          ))}
        </details>
      ) : null}
      {analyzerInterfaceText ? (
        <p className="mt-1 text-slate-700">{analyzerInterfaceText}</p>
      ) : null}
      <ExternalLink
        href={analyzerQuestion.href}
        data-track={analyzerQuestion.track}
        className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline hover:text-teal-900"
      >
        {analyzerQuestion.label}
      </ExternalLink>
    </div>
  );
}
