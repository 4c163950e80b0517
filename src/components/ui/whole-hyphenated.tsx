import { Fragment } from "react";

/** A word with a hyphen inside it ("XN-550", "BC-6200,"): a model name, never split at the hyphen. */
const HYPHENATED = /(\S*\w-\w\S*)/;

/**
 * Text whose hyphenated words stay whole: a line breaks at a space, never after "Sysmex XN-" with
 * "550" on the next line. The text itself is unchanged (no special hyphen), so what is copied or
 * read aloud is what the company wrote.
 */
export function WholeHyphenated({ text }: { text: string }) {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    // The parts are positional (a part may repeat), so the position is the key.
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
