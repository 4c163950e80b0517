/**
 * The number a visitor reads must be the number the links dial: the visible phone and landline are
 * written by hand beside their digits (wa.me/<digits>, tel:+<digits>), so a typo in either would
 * show one number and call another.
 *
 * Since September 2021 every Colombian number, mobile or fixed, has 10 digits after the country
 * code 57 (the CRC's national numbering plan). A visitor in Colombia reads and dials them without
 * +57, so the display may leave the code out, but only without a leading "+", which says the code
 * follows. Numbers of other countries are shown whole, with their code, as the links need them.
 */
import { quoteValue } from "./site-fields.ts";
import { fieldName } from "./company-fields.ts";

export const COLOMBIA_CODE = "57";
/** Digits of a Colombian number after the country code. */
export const COLOMBIA_NATIONAL_DIGITS = 10;

const PAIRS = [
  { display: "phoneDisplay", digits: "phoneDigits" },
  { display: "landlineDisplay", digits: "landlineDigits" },
] as const;

type PhoneField = (typeof PAIRS)[number]["display" | "digits"];
export type PhoneProblem = { field: PhoneField; message: string };

const onlyDigits = (value: string) => value.replace(/\D/g, "");

/** Whether `display` shows the number `digits` dials (with or without +57 for Colombia). */
export function displayShowsDigits(display: string, digits: string): boolean {
  const shown = onlyDigits(display);
  if (shown === digits) return true;
  const national = !display.trim().startsWith("+");
  return (
    national && digits.startsWith(COLOMBIA_CODE) && shown === digits.slice(COLOMBIA_CODE.length)
  );
}

const colombianLength = COLOMBIA_CODE.length + COLOMBIA_NATIONAL_DIGITS;

/** Every pair whose display and digits disagree, and every Colombian number of the wrong length. */
export function phoneProblems(config: Record<PhoneField, string>): PhoneProblem[] {
  const problems: PhoneProblem[] = [];
  for (const { display, digits } of PAIRS) {
    const [shown, dialled] = [config[display], config[digits]];
    if (!shown || !dialled) continue; // a missing half is reported on its own
    if (dialled.startsWith(COLOMBIA_CODE) && dialled.length !== colombianLength) {
      problems.push({
        field: digits,
        message: `un número de Colombia (${COLOMBIA_CODE}) lleva ${COLOMBIA_NATIONAL_DIGITS} dígitos después del indicativo, ${colombianLength} en total; este tiene ${dialled.length}`,
      });
    } else if (!displayShowsDigits(shown, dialled)) {
      problems.push({
        field: display,
        message: `no muestra el número que marcan los enlaces de WhatsApp y tel:, ${fieldName(digits)} = ${quoteValue(dialled)}; el visitante leería uno y llamaría a otro. Escriba los mismos dígitos (en un número de Colombia, +57 puede omitirse)`,
      });
    }
  }
  return problems;
}
