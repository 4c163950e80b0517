import { Section } from "~/components/layout/section";
import { cn } from "~/lib/cn";
import { ExternalLink } from "~/components/ui/external-link";
import {
  labReferences,
  labReferencesCopy,
  referenceContact,
  referenceFacts,
} from "~/content/lab/references";
import { LAB_PROOF_IDS } from "~/content/proof";
import { LabSectionHeading } from "./lab-section-heading";

const HEADING_ID = "laboratorios-titulo";
/** Columns by how many laboratories there are (one to three), so a row is never left half empty. */
const columns = ["mx-auto max-w-xl", "mx-auto max-w-3xl md:grid-cols-2", "md:grid-cols-3"] as const;

/**
 * Laboratories a buyer can check: each named with its city, the analyzers connected, the time it
 * took to go live and one sentence from a named person (docs/proof.md, `references`), and a chat
 * that asks us for its contact.
 */
export function ReferencesSection() {
  if (labReferences.length === 0) return null;
  return (
    <Section id={LAB_PROOF_IDS.references} labelledBy={HEADING_ID} tone="white">
      <LabSectionHeading
        id={HEADING_ID}
        eyebrow={labReferencesCopy.eyebrow}
        title={labReferencesCopy.title}
        intro={labReferencesCopy.intro}
      />
      <ul
        data-proof="references"
        className={cn("mt-6 grid gap-3 sm:mt-14 sm:gap-6", columns[labReferences.length - 1])}
      >
        {labReferences.map((reference) => (
          <li key={reference.laboratory}>
            <figure className="flex h-full flex-col rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-6">
              <h3 className="font-bold text-slate-900">{reference.laboratory}</h3>
              <p className="text-sm text-teal-800">{referenceFacts(reference).join(" · ")}</p>
              <blockquote className="mt-2 flex-1 leading-relaxed text-pretty text-slate-700 sm:mt-3">
                <p>“{reference.quote}”</p>
              </blockquote>
              {/* The chat closes the caption: a figure's caption is its first or last child. */}
              <figcaption className="mt-1 text-sm text-slate-600 sm:mt-2">
                <span className="font-semibold text-slate-900">{reference.person}</span>,{" "}
                {reference.role}
                {/* A 44 px target that takes one line: it reaches into the card's padding. */}
                <ExternalLink
                  href={referenceContact.href(reference)}
                  data-track={referenceContact.track}
                  className="-my-2.5 flex min-h-11 w-fit items-center font-semibold text-teal-800 underline hover:text-teal-900"
                >
                  {referenceContact.label}
                  <span className="sr-only">{` (${reference.laboratory})`}</span>
                </ExternalLink>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
