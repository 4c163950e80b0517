/**
 * When two names a visitor reads are the same name: written alike, or only looking alike. A
 * client pasted once from a document and once from a chat can differ in a Cyrillic «С» for a
 * Latin «C», a non-breaking space, an invisible character or an accent composed another way
 * (Unicode normalisation); the page would show the same name twice. The comparison key follows
 * Unicode's confusable skeleton (UTS #39) through unhomoglyph, which carries Unicode's
 * confusables table, after folding case, accents, spacing and invisible characters. Pure.
 */
import unhomoglyph from "unhomoglyph";

const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const MARKS = /\p{M}/gu;

/** The key two look-alike names share: "clinica norte" for "Сlínica  Norte". */
export function lookAlikeKey(name: string): string {
  const folded = name
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(HIDDEN, "")
    .replace(/\s+/gu, " ")
    .trim()
    .toLowerCase();
  return unhomoglyph(folded);
}

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

const HIDDEN_ONE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;

/** What a character is, as a message names it: "una letra cirílica (U+0421)". */
function described(character: string): string {
  const code = codePoint(character);
  if (/\p{Script=Cyrillic}/u.test(character)) return `una letra cirílica (${code})`;
  if (/\p{Script=Greek}/u.test(character)) return `una letra griega (${code})`;
  if (HIDDEN_ONE.test(character)) return `un carácter invisible (${code})`;
  if (/\s/u.test(character)) return `un espacio de otro tipo (${code})`;
  return `«${character}» (${code})`;
}

/**
 * How `name` differs from `other`, which looks the same: the first character where they part,
 * or the way their accents are composed.
 */
export function lookAlikeDifference(name: string, other: string): string {
  const [a, b] = [[...name.normalize("NFC")], [...other.normalize("NFC")]];
  if (a.join("") === b.join("")) return "los acentos están compuestos de otra manera (Unicode)";
  const index = a.findIndex((character, at) => character !== b[at]);
  const at = index === -1 ? a.length : index;
  const mine = a[at];
  const theirs = b[at];
  if (mine === undefined) return `le falta ${described(theirs ?? "")}`;
  return theirs === undefined || lookAlikeKey(mine) === ""
    ? `tiene ${described(mine)} de más`
    : `tiene ${described(mine)} donde el otro tiene ${described(theirs)}`;
}
