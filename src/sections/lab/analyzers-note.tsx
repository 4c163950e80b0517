import { ContactNotice } from "~/components/ui/contact-notice";
import { ExternalLink } from "~/components/ui/external-link";
import { analyzerQuestion, analyzersInProduction } from "~/content/lab/analyzers";

/**
 * Under the analyzer-interface feature: the analyzers already connected in production (from the
 * company's proof file) and a WhatsApp chat that asks about the visitor's own equipment, with the
 * data notice every contact point carries.
 */
export function AnalyzersNote() {
  return (
    <div className="mt-2 text-sm">
      {analyzersInProduction ? (
        <p data-proof="analyzers" className="font-medium text-slate-800">
          {analyzersInProduction}
        </p>
      ) : null}
      <ExternalLink
        href={analyzerQuestion.href}
        data-track={analyzerQuestion.track}
        className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline hover:text-teal-900"
      >
        {analyzerQuestion.label}
      </ExternalLink>
      <ContactNotice />
    </div>
  );
}
