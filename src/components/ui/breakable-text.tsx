import { Fragment } from "react";

/** After "@" and "/", before each ".": the places an address may wrap. */
const BREAKS = /(?<=[@/])|(?=\.)/;

/**
 * An e-mail address or a URL that wraps only where it should on a narrow phone: after the "@",
 * after a "/" and before a dot (`<wbr>`), never in the middle of a name.
 */
export function BreakableText({ text }: { text: string }) {
  return text.split(BREAKS).map((part, index) => (
    // The parts are positional (a part may repeat), so the position is the key.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
