import { ActionLink } from "~/components/ui/action-link";
import { lucideMaskStyle } from "~/components/ui/sprite-icon";
import { FlaskConical } from "lucide-react";
import { labHero } from "~/content/lab";
import { labKeyFacts, type KeyFact } from "~/content/lab/key-facts";
import { LabDashboardCard } from "./lab-dashboard-card";
import { LabRating } from "./lab-rating";

const TITLE_ID = "lab-titulo";

type Highlight = (typeof labHero.highlights)[number];

/** One key fact (or, without proof, one highlight): its icon and its words, a link where it has one. */
function KeyFactItem({ fact }: { fact: KeyFact | Highlight }) {
  const { icon: Icon } = fact;
  const text = "text" in fact ? fact.text : fact.label;
  const href = "href" in fact ? fact.href : undefined;
  return (
    // Its icon is its own ::before, from the sprite (.lead-icon, src/styles/marks.css).
    <li
      style={lucideMaskStyle(Icon)}
      className="lead-icon flex items-center gap-2 before:size-4.5 before:text-teal-700"
    >
      {href ? (
        <a
          href={href}
          className="underline decoration-teal-300 underline-offset-2 hover:text-teal-900"
        >
          {text}
        </a>
      ) : (
        text
      )}
    </li>
  );
}

/**
 * Opening of the lab page: the product's name, its promise, the two calls to action. Its glows are
 * the section's own backgrounds (.lab-hero, src/styles/app.css).
 */
export function LabHeroSection() {
  return (
    // Clipped, not hidden: a hidden overflow is a scroll container, and the mock-up's view
    // timeline (src/styles/floating-actions.css) would follow it instead of the page.
    <section aria-labelledby={TITLE_ID} className="lab-hero relative overflow-clip">
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-6 px-4 pt-6 pb-12 sm:px-6 sm:pt-8 md:grid-cols-2 md:gap-8 lg:gap-12 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p
            style={lucideMaskStyle(FlaskConical)}
            className="lead-icon inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-teal-800 shadow-sm ring-1 ring-teal-200 before:size-4 sm:text-sm"
          >
            {labHero.badge}
          </p>
          <h1
            id={TITLE_ID}
            className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:mt-6 sm:text-5xl xl:text-6xl"
          >
            {labHero.titleLead}
            {/* Heard, not seen. Not sr-only: an absolutely positioned span makes Chromium read
                "VérticeLab : de la orden"; zero-size inline text keeps "VérticeLab: de la orden". */}
            <span className="text-[0px]">:</span>{" "}
            <span className="mt-2 block bg-gradient-to-r from-teal-700 to-emerald-700 bg-clip-text text-3xl text-transparent sm:text-4xl xl:text-5xl">
              {labHero.titleRest}
            </span>
          </h1>
          <p className="mt-5 max-w-xl leading-relaxed text-pretty text-slate-600 sm:mt-6 sm:text-lg">
            {labHero.tagline}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:mt-8 sm:flex-row">
            <ActionLink href={labHero.primaryCta.href} theme="lab">
              {labHero.primaryCta.label}
            </ActionLink>
            <ActionLink href={labHero.secondaryCta.href} theme="lab" variant="secondary">
              {labHero.secondaryCta.label}
            </ActionLink>
          </div>
          <p data-reply="" className="mt-3 text-sm font-medium text-teal-800">
            {labHero.reply}
          </p>
          {/* What a laboratory decides on, together (price, go-live, norms), from the proof
              file; without it, what the product does. */}
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700 sm:gap-x-6">
            {(labKeyFacts.length > 0 ? labKeyFacts : labHero.highlights).map((fact) => (
              <KeyFactItem key={"text" in fact ? fact.text : fact.label} fact={fact} />
            ))}
          </ul>
          <LabRating />
        </div>
        <LabDashboardCard />
      </div>
    </section>
  );
}
