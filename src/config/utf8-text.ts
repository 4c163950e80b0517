/**
 * The text of a company file's bytes, only when they are UTF-8. Read leniently, a company.json
 * saved by a Windows editor in Windows-1252 turns every accented letter into U+FFFD, the
 * replacement character, and the build would publish "Andina C�digos" (and record it in the legal
 * texts). So the bytes are decoded strictly, and a U+FFFD already written in the file (text copied
 * from somewhere that had garbled it) is refused too: no company writes one on purpose. A UTF-8
 * byte-order mark is kept, for the reader of the file to skip. Pure.
 */
import { lineAt } from "./json-text.ts";

const STRICT = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const LENIENT = new TextDecoder("utf-8", { ignoreBOM: true });
const REPLACEMENT = "\uFFFD";
const SAVE_AS_UTF8 = "guárdelo como UTF-8 en su editor (Guardar como… > Codificación: UTF-8)";

/** The bytes' text, or why they are not UTF-8 text (a message fragment naming the line). */
export function utf8Text(bytes: Uint8Array): { text: string } | { problem: string } {
  const [first, second] = bytes;
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff))
    return { problem: `está guardado en UTF-16, no en UTF-8: ${SAVE_AS_UTF8}` };
  let text: string;
  try {
    text = STRICT.decode(bytes);
  } catch {
    const lenient = LENIENT.decode(bytes);
    const line = lineAt(lenient, lenient.indexOf(REPLACEMENT));
    return {
      problem: `no está guardado en UTF-8 (la línea ${line} tiene una letra en otra codificación, como las tildes de Windows-1252): ${SAVE_AS_UTF8}`,
    };
  }
  const damaged = text.indexOf(REPLACEMENT);
  if (damaged !== -1)
    return {
      problem: `la línea ${lineAt(text, damaged)} tiene el carácter de reemplazo «${REPLACEMENT}» (U+FFFD), que deja una letra que se guardó o se copió en otra codificación: escriba de nuevo esa letra`,
    };
  return { text };
}
