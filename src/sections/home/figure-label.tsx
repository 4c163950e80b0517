import { NotedLabel, NoteMarker } from "~/components/ui/note-marker";
import { figureNotesCopy, noteFor, type HomeFigureId } from "~/content/figures";

/** A home figure's label, ending in the marker of the note that gives its source (if any). */
export function FigureLabel({ text, figure }: { text: string; figure: HomeFigureId }) {
  const note = noteFor(figure);
  return (
    <NotedLabel
      text={text}
      marker={
        note && (
          <NoteMarker href={`#${note.id}`} number={note.number} label={figureNotesCopy.marker} />
        )
      }
    />
  );
}
