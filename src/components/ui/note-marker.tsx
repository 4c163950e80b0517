import type { ReactNode } from "react";

type NoteMarkerProps = {
  /** The note's fragment, "#fuente-proyectos". */
  href: string;
  /** Shown and read after `label`; without it the marker shows "i" and is named by `label` alone. */
  number?: number | undefined;
  /** Read before the number: "Fuente" makes "Fuente 1", which contains what is seen. */
  label: string;
};

/**
 * A footnote marker on a dark panel: the note's number in a small ring, linking to the note that
 * gives the figure's source. 24 px square, the smallest target WCAG 2.5.8 allows. Utilities, not
 * a class: brotli carries the seven identical copies almost for free, the stylesheet would not.
 */
export function NoteMarker({ href, number, label }: NoteMarkerProps) {
  return (
    <a
      href={href}
      aria-label={number === undefined ? label : `${label} ${number}`}
      className="ml-1 inline-grid size-6 place-items-center rounded-full text-xs font-semibold text-slate-200 ring-1 ring-white/20"
    >
      {number ?? "i"}
    </a>
  );
}

/**
 * A figure's label ending in its note's marker: the last word and the marker stay on one line, so
 * a narrow card never leaves the marker alone on a line of its own.
 */
export function NotedLabel({ text, marker }: { text: string; marker: ReactNode }) {
  if (!marker) return text;
  const cut = text.lastIndexOf(" ") + 1;
  return (
    <>
      {text.slice(0, cut)}
      <span className="whitespace-nowrap">
        {text.slice(cut)}
        {marker}
      </span>
    </>
  );
}
