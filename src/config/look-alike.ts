/**
 * When two names a visitor reads are the same name: written alike, or only looking alike. A
 * client pasted once from a document and once from a chat can differ in a Cyrillic «С» for a
 * Latin «C», a non-breaking space, an invisible character or an accent composed another way
 * (Unicode normalisation); typed by hand, in a capital I for a small l or a zero for an O. The
 * page would show the same name twice. The comparison follows Unicode's confusable skeleton
 * (UTS #39) through unhomoglyph, which carries Unicode's confusables table, after folding
 * accents, spacing and invisible characters. Pure.
 */
import unhomoglyph from "unhomoglyph";

const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const MARKS = /\p{M}/gu;

/** `name` without accents, invisible characters or extra spacing. */
const plain = (name: string) =>
  name.normalize("NFKD").replace(MARKS, "").replace(HIDDEN, "").replace(/\s+/gu, " ").trim();

/**
 * The keys of `name`: two names look alike when they share one. The skeleton tells capitals
 * apart (a capital I is drawn as a small l, a zero as a capital O, a Greek capital Beta as a
 * Latin B), while case folding makes a capital I a small i, so no one key serves: the first takes
 * the skeleton before folding case («CIínica» as «Clínica», «N0rte» as «Norte», «ΒΕΤΑ» as
 * «BETA»), the second folds case first («CLÍNICA» as «Clínica»).
 */
export function lookAlikeKeys(name: string): [string, string] {
  const bare = plain(name);
  return [
    unhomoglyph(bare).toLowerCase(),
    unhomoglyph(unhomoglyph(bare.toLowerCase()).toLowerCase()),
  ];
}

/** Whether two names look the same to a reader (they share a key). */
export function looksAlike(name: string, other: string): boolean {
  const keys = lookAlikeKeys(other);
  return lookAlikeKeys(name).some((key) => keys.includes(key));
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
  return theirs === undefined || plain(mine) === ""
    ? `tiene ${described(mine)} de más`
    : `tiene ${described(mine)} donde el otro tiene ${described(theirs)}`;
}
