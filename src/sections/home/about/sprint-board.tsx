import { CircleCheck, Clock, KanbanSquare } from "lucide-react";
import { MockupLabel } from "~/components/ui/mockup-label";
import { lucideMaskStyle, SpriteIcon } from "~/components/ui/sprite-icon";
import { sprintBoard, type SprintColumnId } from "~/content/about";
import { cn } from "~/lib/cn";
import { PhraseText } from "~/components/ui/phrase-text";
import { phraseText } from "~/lib/phrase";

/** Each column's dot (its title's ::before) and its cards' edge. */
const columnTones = {
  pending: { dot: "before:bg-slate-400", card: "border-l-slate-300" },
  inProgress: { dot: "before:bg-brand-500", card: "border-l-brand-500" },
  done: { dot: "before:bg-emerald-500", card: "border-l-emerald-500" },
} as const satisfies Record<SprintColumnId, { dot: string; card: string }>;

const durationMark = lucideMaskStyle(Clock);
const doneMark = lucideMaskStyle(CircleCheck);

/**
 * The static mock sprint board (docs/requirements.md, "Home sections"): three columns, no
 * interaction, labelled as a sample under its title.
 */
export function SprintBoard() {
  return (
    <div data-reveal className="rounded-3xl bg-slate-50 p-3 ring-1 ring-slate-200 lg:p-8">
      {/* The label runs on after the title where it fits (a line of its own cost 30 px). */}
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="flex items-center gap-2.5 font-semibold text-slate-900 lg:text-lg">
          <SpriteIcon icon={KanbanSquare} className="size-5 text-brand-600" />
          {/* One flex item, or the gap would split the English word from the rest. */}
          <span>
            <PhraseText phrase={sprintBoard.title} />
          </span>
        </h3>
        <MockupLabel tone="light">{sprintBoard.sampleLabel}</MockupLabel>
      </div>
      {/* Narrow columns up to 1024 px (a phone, or beside the dashboard on a tablet): small
          padding, so "Development" fits whole at 360 px. */}
      <div className="mt-2 grid grid-cols-3 gap-1.5 lg:mt-6 lg:gap-4">
        {sprintBoard.columns.map((column) => (
          <div key={column.id}>
            <h4
              className={cn(
                "flex items-center gap-1.5 text-xs font-semibold text-slate-700 before:size-2 before:rounded-full lg:text-sm",
                columnTones[column.id].dot,
              )}
            >
              {column.title}
            </h4>
            <ul className="mt-1.5 grid gap-1.5 lg:mt-3 lg:gap-2">
              {column.cards.map((card) => (
                // A done card ends with its check, its own ::after (.trail-icon); a card with a
                // duration leads it with a clock (.lead-icon, src/styles/marks.css).
                <li
                  key={phraseText(card.title)}
                  style={"duration" in card ? undefined : doneMark}
                  className={cn(
                    "rounded-lg border-l-4 bg-white px-2 py-1.5 shadow-sm ring-1 ring-slate-200 lg:rounded-xl lg:p-2",
                    columnTones[column.id].card,
                    !("duration" in card) &&
                      "trail-icon after:block after:size-4 after:text-emerald-600 lg:after:mt-1",
                  )}
                >
                  <p className="text-xs font-medium break-words text-slate-900 lg:text-sm">
                    <PhraseText phrase={card.title} />
                  </p>
                  {"duration" in card ? (
                    <p
                      style={durationMark}
                      className="lead-icon flex items-center gap-1.5 text-xs text-slate-600 before:size-3.5 lg:mt-1"
                    >
                      {card.duration}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
