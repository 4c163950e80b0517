/**
 * Entries of the proof file (docs/proof.md) that its schema accepts one by one but not together:
 * the same client, person, quote, laboratory, solution type, analyzer or step twice, written
 * alike or only looking alike (look-alike.ts), and a case study naming a solution type the home
 * page does not have (SOLUTION_TYPES, src/config/company-lists.ts), which would otherwise stop the build a
 * minute later, inside the page. parseProof (proof-schema.ts) reports each as it reports a wrong
 * field: one line naming the entry. Pure.
 */
import { SOLUTION_TYPES } from "./company-lists.ts";
import { closestName } from "./closest-name.ts";
import { lookAlikeDifference, lookAlikeKeys, looksAlike } from "./look-alike.ts";
import { quoteValue } from "./site-fields.ts";

type Entry = Readonly<Record<string, unknown>>;
type Lists = Readonly<Record<string, unknown>>;

/** [list, the fields that name one of its entries, the rule a repeat breaks] */
const ONCE: readonly [string, readonly string[], string][] = [
  ["clients", ["name"], "cada cliente va una sola vez"],
  ["testimonials", ["name"], "cada persona firma un solo testimonio"],
  ["testimonials", ["quote"], "cada frase va una sola vez"],
  ["references", ["laboratory"], "cada laboratorio va una sola vez"],
  ["caseStudies", ["portfolio"], "cada caso respalda un tipo de solución distinto"],
  ["caseStudies", ["client", "problem"], "cada caso va una sola vez"],
  ["analyzers", ["brand", "model"], "cada equipo va una sola vez"],
  ["process", ["title"], "cada paso va una sola vez"],
];

const entries = (lists: Lists, list: string): Entry[] => {
  const value = lists[list];
  return Array.isArray(value) ? (value as Entry[]) : [];
};

/** Where an entry's name is: "clients[2].name", or "analyzers[3]" for a name of two fields. */
const place = (list: string, index: number, fields: readonly string[]) =>
  `${list}[${index}]${fields.length === 1 ? `.${fields[0] ?? ""}` : ""}`;

function repeats(lists: Lists): string[] {
  const lines: string[] = [];
  for (const [list, fields, rule] of ONCE) {
    const seen = new Map<string, { at: string; name: string }>();
    entries(lists, list).forEach((entry, index) => {
      const name = fields.map((field) => String(entry[field] ?? "")).join(" ");
      const at = place(list, index, fields);
      const keys = lookAlikeKeys(name);
      const first = keys.map((key) => seen.get(key)).find(Boolean);
      if (!first) {
        for (const key of keys) seen.set(key, { at, name });
        return;
      }
      lines.push(
        name === first.name
          ? `  - ${at} = ${quoteValue(name)}: repite ${first.at}; ${rule}: quite uno`
          : `  - ${at} = ${quoteValue(name)}: se ve igual que ${first.at} = ${quoteValue(first.name)}, pero ${lookAlikeDifference(name, first.name)}; ${rule}: deje uno, escrito con el teclado (un nombre copiado de otro documento puede traer letras de otro alfabeto o caracteres invisibles)`,
      );
    });
  }
  return lines;
}

const TYPES: readonly string[] = SOLUTION_TYPES;

/** A case study's solution type that the home page's list does not have, one line each. */
function unknownTypes(lists: Lists): string[] {
  return entries(lists, "caseStudies").flatMap((entry, index) => {
    const name = String(entry.portfolio ?? "");
    if (TYPES.includes(name)) return [];
    const alike = TYPES.find((type) => looksAlike(type, name));
    const close = closestName(name, TYPES);
    const hint = alike
      ? `se ve como «${alike}», pero ${lookAlikeDifference(name, alike)}: escríbalo igual`
      : close
        ? `¿Quiso decir «${close}»?`
        : `escriba uno de ellos: ${TYPES.join(", ")}`;
    return [
      `  - caseStudies[${index}].portfolio = ${quoteValue(name)}: no es un tipo de solución de la portada (docs/configuration.md, «Listas de la portada»); ${hint}`,
    ];
  });
}

/** Every repeat and every unknown solution type of a proof file that passed its schema. */
export function proofRepeatProblems(lists: Lists): string[] {
  return [...unknownTypes(lists), ...repeats(lists)];
}
