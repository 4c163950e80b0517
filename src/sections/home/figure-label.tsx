import { NotedLabel, NoteMarker } from "~/components/ui/note-marker";
import { figureNotesCopy, noteFor, type HomeFigureId } from "~/content/figures";

type FigureLabelProps = {
  text: string;
  figure: HomeFigureId;
  /** The numbers block's markers carry the note's number; the hero's do not (figures.ts). */
  numbered?: boolean;
};

/** A home figure's label, ending in the marker of the note that gives its source (if any). */
export function FigureLabel({ text, figure, numbered = true }: FigureLabelProps) {
  const note = noteFor(figure);
  return (
    <NotedLabel
      text={text}
      marker={
        note && (
          <NoteMarker
            href={`#${note.id}`}
            number={numbered ? note.number : undefined}
            label={numbered ? figureNotesCopy.marker : figureNotesCopy.heroMarker}
          />
        )
      }
    />
  );
}
