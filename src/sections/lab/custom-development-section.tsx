import { ActionLink } from "~/components/ui/action-link";
import { ArrowRight, Sparkles } from "lucide-react";
import { IconTile, SpriteIcon } from "~/components/ui/sprite-icon";
import { Section } from "~/components/layout/section";
import { labAnchor, LAB_SECTION_IDS, labCustomDevelopment as content } from "~/content/lab";
import { LabSectionHeading } from "./lab-section-heading";

const HEADING_ID = "desarrollo-titulo";

/** Custom software for laboratories, on a dark teal panel that breaks the page's rhythm. */
export function CustomDevelopmentSection() {
  return (
    <Section id={LAB_SECTION_IDS.customDevelopment} labelledBy={HEADING_ID}>
      <div
        data-reveal
        className="rounded-[2rem] bg-gradient-to-br from-teal-900 via-teal-900 to-emerald-900 px-4 py-6 shadow-2xl shadow-teal-950/20 sm:px-10 sm:py-14 lg:px-14 lg:py-20"
      >
        <LabSectionHeading
          id={HEADING_ID}
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
          tone="dark"
        />
        <div className="mt-6 grid gap-6 sm:mt-14 sm:gap-6 lg:grid-cols-5 lg:gap-12">
          <div className="rounded-3xl bg-white/8 p-4 ring-1 ring-white/15 sm:p-7 lg:col-span-2">
            <h3 className="text-lg font-semibold text-white">{content.examplesTitle}</h3>
            <ul className="mt-3 space-y-2 text-sm text-slate-200 sm:text-base">
              {content.examples.map((example) => (
                <li key={example} className="flex items-start gap-3">
                  <SpriteIcon icon={Sparkles} className="mt-0.5 size-5 shrink-0 text-teal-200" />
                  {example}
                </li>
              ))}
            </ul>
          </div>
          <div className="lg:col-span-3">
            <h3 className="text-lg font-semibold text-white">{content.stepsTitle}</h3>
            <ol className="mt-4 grid gap-4 sm:grid-cols-2">
              {content.steps.map(({ icon: Icon, title, description }) => (
                <li key={title}>
                  <span className="flex items-center gap-3">
                    <IconTile
                      icon={Icon}
                      className="size-9 rounded-xl bg-teal-400/15 text-teal-200 before:size-5"
                    />
                    <span className="font-semibold text-white">{title}</span>
                  </span>
                  <p className="mt-1 pl-12 text-sm leading-relaxed text-slate-300">{description}</p>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <div className="mt-8 text-center sm:mt-14">
          <ActionLink href={labAnchor("contact")} theme="lab" surface="dark">
            {content.cta}
            <SpriteIcon icon={ArrowRight} className="size-5" />
          </ActionLink>
        </div>
      </div>
    </Section>
  );
}
