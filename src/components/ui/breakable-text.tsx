import { Fragment } from "react";

/** After "@" and "/", before each ".": the places an address may wrap. */
const BREAKS = /(?<=[@/])|(?=\.)/;

/**
 * An e-mail address or a URL that wraps only where it should on a narrow phone: after the "@",
 * after a "/" and before a dot (`<wbr>`), never in the middle of a name. Assistive technology
 * gets the address whole from a visually hidden copy, since Chromium names each `<wbr>` a space
 * ("contacto@ example .com"); that copy is left out of a selection, so copying gives it once.
 */
export function BreakableText({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">
        {text.split(BREAKS).map((part, index) => (
          // The parts are positional (a part may repeat), so the position is the key.
          <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            {part}
          </Fragment>
        ))}
      </span>
      <span className="sr-only select-none">{text}</span>
    </>
  );
}
