import { CircleCheck, Clock, KanbanSquare } from "lucide-react";
import { MockupLabel } from "~/components/ui/mockup-label";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { sprintBoard, type SprintColumnId } from "~/content/about";
import { cn } from "~/lib/cn";
import { PhraseText } from "~/components/ui/phrase-text";
import { phraseText } from "~/lib/phrase";

const columnTones = {
  pending: { dot: "bg-slate-400", card: "border-l-slate-300" },
  inProgress: { dot: "bg-brand-500", card: "border-l-brand-500" },
  done: { dot: "bg-emerald-500", card: "border-l-emerald-500" },
} as const satisfies Record<SprintColumnId, { dot: string; card: string }>;

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
            <h4 className="flex items-center gap-1.5 text-xs font-semibold text-slate-700 lg:text-sm">
              <span
                aria-hidden="true"
                className={cn("size-2 rounded-full", columnTones[column.id].dot)}
              />
              {column.title}
            </h4>
            <ul className="mt-1.5 grid gap-1.5 lg:mt-3 lg:gap-2">
              {column.cards.map((card) => (
                <li
                  key={phraseText(card.title)}
                  className={cn(
                    "rounded-lg border-l-4 bg-white px-2 py-1.5 shadow-sm ring-1 ring-slate-200 lg:rounded-xl lg:p-2",
                    columnTones[column.id].card,
                  )}
                >
                  <p className="text-xs font-medium break-words text-slate-900 lg:text-sm">
                    <PhraseText phrase={card.title} />
                  </p>
                  {"duration" in card ? (
                    <p className="flex items-center gap-1.5 text-xs text-slate-600 lg:mt-1">
                      <SpriteIcon icon={Clock} className="size-3.5" />
                      {card.duration}
                    </p>
                  ) : (
                    <SpriteIcon icon={CircleCheck} className="size-4 text-emerald-600 lg:mt-1" />
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
