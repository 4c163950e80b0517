import { SpriteIcon } from "~/components/ui/sprite-icon";
import { experienceStats, figureNotes, figureNotesCopy } from "~/content/figures";
import { FigureLabel } from "../figure-label";
import { sectorsSection } from "~/content/sectors";

/**
 * "Números que Hablan por Nosotros": the marketing figures on the deep navy base, each marked
 * with the number of the note below that gives its source (the hero's figures link here too).
 */
export function ExperienceStats() {
  if (experienceStats.length === 0) return null;
  return (
    <div
      data-reveal
      className="glow relative mt-5 overflow-hidden rounded-3xl bg-ink-900 px-4 py-5 [--glow:25%] before:-right-24 before:-bottom-24 before:size-72 sm:mt-12 sm:px-12 sm:py-12 lg:mt-20"
    >
      <div className="relative mx-auto max-w-2xl text-center">
        <h3 className="text-2xl font-bold text-white sm:text-3xl">{sectorsSection.statsTitle}</h3>
        <p className="mt-2 text-sm text-slate-300 sm:text-base">{sectorsSection.statsIntro}</p>
      </div>
      <dl className="relative mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:gap-6 md:grid-cols-4 md:gap-4 lg:gap-6">
        {experienceStats.map((stat) => {
          const Icon = stat.icon;
          return (
            <div
              key={stat.label}
              data-stat
              className="flex flex-col-reverse items-center rounded-2xl bg-white/5 p-3 text-center ring-1 ring-white/10 sm:p-4 lg:p-6"
            >
              <dt className="mt-2 text-sm font-medium text-slate-300">
                <FigureLabel text={stat.label} figure={stat.figure} />
              </dt>
              <dd className="flex items-center gap-2 sm:flex-col sm:gap-3">
                <SpriteIcon icon={Icon} className="size-6 text-accent-300" />
                <span className="bg-gradient-to-r from-accent-300 to-sky-300 bg-clip-text text-3xl font-extrabold tracking-tight text-transparent sm:text-5xl">
                  {stat.number}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      {figureNotes.length > 0 && (
        <div className="relative mt-5 text-xs text-slate-400 sm:mt-8">
          <p className="font-semibold text-slate-300">{figureNotesCopy.title}</p>
          <ol className="mt-1 list-decimal space-y-0.5 pl-4 sm:mt-2 sm:space-y-1">
            {figureNotes.map((note) => (
              <li key={note.id} id={note.id}>
                {note.source}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
