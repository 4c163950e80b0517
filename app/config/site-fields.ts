/**
 * Validators for the kinds of value the site configuration holds. Pure (no Node APIs), so the
 * schema can be checked anywhere; each message is Spanish and says what a right value looks like.
 */
import * as z from "zod/mini";

/** Digits only, country code first (what wa.me and tel: links need). */
export const phoneDigits = z
  .string()
  .check(z.regex(/^\d{8,15}$/, "debe tener solo dígitos (8 a 15), con el indicativo del país"));

export const phoneDisplay = z
  .string()
  .check(z.regex(/^\+?[\d\s()-]{8,20}$/, "debe ser un teléfono legible, p. ej. +57 300 000 0000"));

/** Any https URL (links: portal, social profiles). http is refused: the site is HSTS-preloaded. */
export const httpsUrl = z
  .string()
  .check(z.url({ protocol: /^https$/, error: "debe ser una URL https válida (https://…)" }));

/**
 * The canonical origin: https, no path, query, fragment or credentials (a path would be dropped
 * silently from canonicals, sitemap and JSON-LD). Normalised to the bare origin.
 */
export const siteOrigin = z.pipe(
  httpsUrl.check(
    z.refine((value) => {
      if (!URL.canParse(value)) return true; // the URL message already says what is wrong
      const url = new URL(value);
      return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    }, "debe ser solo el origen https (p. ej. https://www.empresa.co), sin ruta, consulta ni fragmento"),
  ),
  z.transform((value) => new URL(value).origin),
);

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

function invisibleCharacter(value: string): string | undefined {
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

/**
 * A name or label shown on the page: trimmed, between `min` and `max` characters (the longest
 * that still fits its place in a 320 px layout), no control or bidi-override characters.
 */
export function text(min: number, max: number) {
  return z.string().check(
    z.trim(),
    z.refine((value) => value.length >= min, `debe tener al menos ${min} caracteres`),
    z.refine((value) => value.length <= max, `debe tener como máximo ${max} caracteres`),
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

/** Like `text`, or empty. */
export function optionalText(max: number) {
  return z.union([z.literal(""), text(1, max)]);
}

/** A real calendar date written AAAA-MM-DD (2026-02-30 is refused). */
export const isoDate = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, "debe ser una fecha AAAA-MM-DD"),
    z.refine(isCalendarDate, "no es una fecha del calendario"),
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

/** DIAN's módulo-11 weights, applied from the rightmost digit of the NIT's base number. */
const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** The verification digit (dígito de verificación) DIAN computes for a NIT base number. */
export function nitCheckDigit(base: string): number {
  const sum = [...base]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (NIT_WEIGHTS[index] ?? 0), 0);
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : remainder;
}

const NIT_INPUT = /^(\d{3})\.?(\d{3})\.?(\d{3})\s*-?\s*(\d)$/;

/**
 * A company NIT: 9 digits and the check digit, written "900.123.456-8", "900123456-8" or
 * "9001234568"; the check digit is verified and the value normalised to "900.123.456-8".
 */
export const nit = z.pipe(
  z.string().check(
    z.trim(),
    z.regex(NIT_INPUT, "debe ser un NIT de 9 dígitos y su dígito de verificación (900.123.456-8)"),
    z.refine((value) => {
      const match = NIT_INPUT.exec(value);
      if (!match) return true; // the format message above already says what is wrong
      const [, a, b, c, dv] = match;
      return nitCheckDigit(`${a}${b}${c}`) === Number(dv);
    }, "el dígito de verificación no corresponde al NIT (módulo 11 de la DIAN)"),
  ),
  z.transform((value) => value.replace(NIT_INPUT, "$1.$2.$3-$4")),
);
