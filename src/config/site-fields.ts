/**
 * Validators for the kinds of value the site configuration holds. Pure (no Node APIs), so the
 * schema can be checked anywhere; each message is Spanish and says what a right value looks like.
 */
import * as z from "zod/mini";
import es from "zod/v4/locales/es.js";

// zod's own messages (a number where the proof file's JSON wants a list, an unknown key) are read
// by the same people as ours: Spanish too. Set here, where every schema of the configuration and
// the proof file takes its validators from.
z.config(es());

/** Digits only, country code first (what wa.me and tel: links need). */
export const phoneDigits = z
  .string()
  .check(z.regex(/^\d{8,15}$/, "debe tener solo dígitos (8 a 15), con el indicativo del país"));

export const phoneDisplay = z
  .string()
  .check(z.regex(/^\+?[\d\s()-]{8,20}$/, "debe ser un teléfono legible, p. ej. +57 300 000 0000"));

export const slug = z
  .string()
  .check(
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "debe ser un slug en minúsculas (a-z, 0-9 y guiones)"),
    z.maxLength(40, "debe tener como máximo 40 caracteres"),
  );

/** C0/C1 controls, line/paragraph separators and format characters (bidi overrides, zero-width). */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

const codePoint = (character: string) =>
  (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");

export function invisibleCharacter(value: string): string | undefined {
  const found = value.match(INVISIBLE)?.[0];
  return found === undefined ? undefined : `U+${codePoint(found)}`;
}

/** Longest value quoted whole in an error message; longer ones are cut and their length given. */
const QUOTE_MAX = 80;

/**
 * A value as an error message shows it: JSON-quoted, invisible characters written as \uXXXX (a
 * bidi override would otherwise reorder the message itself), long values shortened.
 */
export function quoteValue(value: unknown): string {
  if (typeof value !== "string") return JSON.stringify(value) ?? String(value);
  const shown = value.length > QUOTE_MAX ? `${value.slice(0, QUOTE_MAX)}…` : value;
  const quoted = JSON.stringify(shown).replace(INVISIBLE, (c) => `\\u${codePoint(c)}`);
  return value.length > QUOTE_MAX ? `${quoted} (${value.length} caracteres)` : quoted;
}

/** An empty variable is a value, not "unset": it must not quietly bring back the example brand. */
const EMPTY_MESSAGE =
  "está vacío; un valor vacío no vuelve al de ejemplo: ponga el de la empresa o quite la variable";

/**
 * A name or label shown on the page: trimmed, between `min` and `max` characters, no control or
 * bidi-override characters. `maxWord` bounds its longest word where the name is set large (a
 * word cannot wrap, so a longer one would widen the whole page on a 320 px phone). `emptyMessage`
 * replaces the length message for an empty value.
 */
export function text(min: number, max: number, maxWord = max, emptyMessage?: string) {
  const tooShort = `debe tener al menos ${min} caracteres`;
  return z.string().check(
    z.trim(),
    z.refine((value) => value !== "", emptyMessage ?? tooShort),
    z.refine((value) => value === "" || value.length >= min, tooShort),
    z.refine((value) => value.length <= max, `debe tener como máximo ${max} caracteres`),
    z.refine(
      (value) => value.length > max || value.split(/\s+/).every((word) => word.length <= maxWord),
      `tiene una palabra de más de ${maxWord} caracteres, que no cabe en un teléfono de 320 px`,
    ),
    z.superRefine((value, context) => {
      const code = invisibleCharacter(value);
      if (code)
        context.issues.push({
          code: "custom",
          input: value,
          message: `contiene un carácter de control o de dirección de texto (${code})`,
        });
    }),
  );
}

/**
 * The legal pages apply Ley 1581 de 2012 (in force from 2012-10-18): a policy dated before it
 * cannot exist. How far ahead a date may be is the release check's (site-release.ts).
 */
export const EARLIEST_LEGAL_DATE = "2012-10-18";

/** A real calendar date written AAAA-MM-DD (2026-02-30 is refused), not before the law it applies. */
/** A configured name or label: like `text`, and an empty value says it is empty. */
export const field = (min: number, max: number, maxWord = max) =>
  text(min, max, maxWord, EMPTY_MESSAGE);

export const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "debe ser una fecha AAAA-MM-DD"),
  z.refine(isCalendarDate, "no es una fecha del calendario"),
  z.refine(
    (value) => !isCalendarDate(value) || value >= EARLIEST_LEGAL_DATE,
    `no puede ser anterior a la Ley 1581 de 2012 (${EARLIEST_LEGAL_DATE}), que las páginas legales aplican`,
  ),
);

export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const optionalId = (pattern: RegExp, message: string) =>
  z.string().check(z.refine((value) => value === "" || pattern.test(value), message));
