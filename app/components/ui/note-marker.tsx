type NoteMarkerProps = {
  /** The note's fragment, "#fuente-proyectos". */
  href: string;
  number: number;
  /** Read before the number: "Fuente" makes "Fuente 1", which contains what is seen. */
  label: string;
};

/**
 * A footnote marker on a dark panel: the note's number in a small ring, linking to the note that
 * gives the figure's source. 24 px square, the smallest target WCAG 2.5.8 allows (`.note-mark`).
 */
export function NoteMarker({ href, number, label }: NoteMarkerProps) {
  return (
    <a href={href} aria-label={`${label} ${number}`} className="note-mark">
      {number}
    </a>
  );
}
