/**
 * Validators for the company's registration: the NIT (DIAN) and the razón social with its company
 * type (Código de Comercio; Ley 1258 de 2008 for the S.A.S.). Pure, like site-fields.ts.
 */
import * as z from "zod/mini";
import { field } from "./site-fields.ts";

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

/**
 * A base number no registration carries: one digit repeated (000.000.000, whose check digit 0 is
 * "valid"), a plain run (123.456.789) or a leading zero (the 9-digit form is never padded).
 */
function degenerateNitBase(base: string): boolean {
  return /^(\d)\1+$/.test(base) || base === "123456789" || base === "987654321" || base[0] === "0";
}

const NIT_INPUT = /^(\d{3})\.?(\d{3})\.?(\d{3})\s*-?\s*(\d)$/;

/**
 * A company NIT: 9 digits and the check digit, written "900.123.456-8", "900123456-8" or
 * "9001234568"; the check digit is verified and the value normalised to "900.123.456-8".
 */
export const nit = z.pipe(
  z.string().check(
    z.trim(),
    z.regex(
      NIT_INPUT,
      "debe ser un NIT de 9 dígitos y su dígito de verificación, con la forma 123.456.789-0 (el de la empresa, como figura en su RUT)",
    ),
    z.refine((value) => {
      const match = NIT_INPUT.exec(value);
      if (!match) return true; // the format message above already says what is wrong
      const [, a, b, c, dv] = match;
      return nitCheckDigit(`${a}${b}${c}`) === Number(dv);
    }, "el dígito de verificación no corresponde al NIT (módulo 11 de la DIAN)"),
    z.refine((value) => {
      const match = NIT_INPUT.exec(value);
      return !match || !degenerateNitBase(`${match[1]}${match[2]}${match[3]}`);
    }, "no es un NIT real (dígitos repetidos, consecutivos o un cero inicial); ponga el del RUT de la empresa"),
  ),
  z.transform((value) => value.replace(NIT_INPUT, "$1.$2.$3-$4")),
);

/**
 * Company types as the razón social ends (dots and spaces optional, "BIC" may follow): S.A.S.,
 * S.A., Ltda., S. en C., S. en C.S., S.C.A., E.U., & Cía., or the same written in words.
 */
const COMPANY_TYPE =
  /(^|[\s,])(S ?A ?S|S ?A|LTDA|LIMITADA|S ?EN ?C ?[SA]?|S ?C ?[AS]|E ?U|[Y&] ?CIA|SOCIEDAD POR ACCIONES SIMPLIFICADA|SOCIEDAD ANONIMA|EMPRESA UNIPERSONAL|SOCIEDAD EN COMANDITA( SIMPLE| POR ACCIONES)?)( BIC)?$/;

export function hasCompanyType(legalName: string): boolean {
  const plain = legalName
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/\./g, "")
    .replace(/\s+/g, " ")
    .trim();
  return COMPANY_TYPE.test(plain);
}

/** The razón social as registered, with its type: the legal pages name the data controller by it. */
export const legalName = field(2, 120).check(
  z.refine(
    (value) => value.trim() === "" || hasCompanyType(value),
    "debe terminar con el tipo de sociedad como figura en el registro mercantil (S.A.S., S.A., Ltda., S. en C., S.C.A., E.U. …)",
  ),
);
