import { Fragment } from "react";
import { CircleCheck } from "lucide-react";
import { IconTile, lucideMaskStyle } from "~/components/ui/sprite-icon";
import { labPhasesHeading } from "~/content/lab";
import type { Phase } from "~/content/types";
import { cn } from "~/lib/cn";

type PhaseCardProps = { phase: Phase; step: number };

const checkStyle = lucideMaskStyle(CircleCheck);

/** Each tone's icon tile: a pale fill, the icon in a deeper shade, a ring. */
const tones = {
  teal: "bg-teal-50 text-teal-700 ring-teal-200",
  cyan: "bg-cyan-50 text-cyan-800 ring-cyan-200",
  emerald: "bg-emerald-50 text-emerald-700 ring-emerald-200",
} as const satisfies Record<Phase["tone"], string>;

/** One phase of the LIS: icon, step, title, description and the list of its modules. */
export function PhaseCard({ phase, step }: PhaseCardProps) {
  const { icon: Icon } = phase;
  const titleId = `fase-${step}-titulo`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8 md:p-5 lg:p-8"
    >
      {/* The step above the title, both beside the icon: a row of their own would cost a phone
          44 px, and stacked they still fit the narrow three-column cards. */}
      <div className="flex items-center gap-3 sm:gap-4">
        <IconTile
          icon={Icon}
          className={cn(
            "size-11 rounded-2xl ring-1 before:size-5.5 sm:size-12 sm:before:size-6",
            tones[phase.tone],
          )}
        />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-600">
            {labPhasesHeading.stepLabel} {step}
          </p>
          <h3 id={titleId} className="text-xl font-bold text-slate-900">
            {phase.title}
          </h3>
        </div>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-slate-600 sm:mt-5 sm:text-base">
        {phase.description}
      </p>
      {/* On a phone the modules run as one line of text after their label, separated by dots
          (a column of wrapped names ran four times as tall); from sm up, a checked list under it. */}
      <div className="mt-3 border-t border-slate-100 pt-3 sm:mt-6 sm:pt-4">
        <p className="text-sm font-semibold tracking-wider text-slate-600 caps max-sm:inline">
          {labPhasesHeading.modulesLabel}
        </p>{" "}
        <ul
          aria-label={`${labPhasesHeading.modulesLabel}: ${phase.title}`}
          style={checkStyle}
          className="dot-separated gap-x-5 gap-y-2 text-sm leading-relaxed text-slate-700 max-sm:inline sm:mt-3 sm:grid sm:grid-cols-2 sm:text-base md:grid-cols-1"
        >
          {phase.modules.map((module) => (
            // The space after each item is where a line may break, after its dot. Its check is
            // its own ::before (.lead-icon, src/styles/marks.css).
            <Fragment key={module}>
              <li className="lead-icon before:mt-0.5 before:size-4 before:text-teal-600 max-sm:inline max-sm:before:hidden sm:flex sm:items-start sm:gap-3">
                {module}
              </li>{" "}
            </Fragment>
          ))}
        </ul>
      </div>
    </article>
  );
}
