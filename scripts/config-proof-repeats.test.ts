// @vitest-environment node
/**
 * A proof file that names one client, person or solution type twice (written alike, or only
 * looking alike: another alphabet, an invisible character, accents composed another way), or a
 * case study whose solution type the home page does not have, each run through the build's first
 * step (scripts/config-check-run.ts) in a normal and in a release build: refused naming the entry,
 * in one line, before anything is built.
 */
import { describe, expect, it } from "vitest";
import { SOLUTION_TYPES } from "../src/config/company-lists.ts";
import { check, committed, folderWith, release } from "./config-check-run.ts";

type Proof = Record<string, Record<string, unknown>[]>;
const proof = JSON.parse(committed("proof.json")) as Proof;
const clientName = (index: number) => String(proof.clients?.[index]?.name);
const [client, other] = [clientName(0), clientName(1)];
const testimonial = proof.testimonials?.[0] ?? {};
const person = String(testimonial.name);
const type = String(proof.caseStudies?.[0]?.portfolio);

const proofWith = (change: (proof: Proof) => void) => {
  const copy = structuredClone(proof);
  change(copy);
  return JSON.stringify(copy, null, 2);
};
const withType = (portfolio: string) =>
  proofWith((copy) =>
    copy.caseStudies?.forEach((row, index) => index === 0 && Object.assign(row, { portfolio })),
  );

/** Latin letters and the Cyrillic [0] and Greek [1] letters drawn the same. */
const TWINS: Record<string, [string, string]> = {
  a: ["\u0430", "\u03B1"],
  o: ["\u043E", "\u03BF"],
};
const latin = (name: string) => /[ao]/.exec(name)?.[0] ?? "";
const twin = (name: string, script: 0 | 1) =>
  name.replace(latin(name), TWINS[latin(name)]?.[script] ?? "");
const code = (c: string) =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
/** `name` as typed with a capital I for its first small l, or a zero for its first O. */
const typed = (name: string) =>
  name.includes("l") ? name.replace("l", "I") : name.replace(/[Oo]/, "0");
/** The first character where `typed(name)` differs from `name`: [typed, original]. */
const typedPair = (name: string) => {
  const at = [...name].findIndex((character, index) => character !== [...typed(name)][index]);
  return [[...typed(name)][at] ?? "", [...name][at] ?? ""];
};
const q = (value: string) => JSON.stringify(value);
const notAType = (value: string) =>
  `  - caseStudies[0].portfolio = ${q(value)}: no es un tipo de solución de la portada (docs/configuration.md, «Listas de la portada»); `;

/** [what, the proof file's text, the line that refuses it] */
const cases: [string, string, string][] = [
  [
    "a client twice",
    proofWith((copy) => copy.clients?.push({ name: client })),
    `  - clients[${proof.clients?.length}].name = ${q(client)}: repite clients[0].name; cada cliente va una sola vez: quite uno`,
  ],
  [
    "a client twice, once with a Cyrillic letter",
    proofWith((copy) => copy.clients?.push({ name: twin(client, 0) })),
    `  - clients[${proof.clients?.length}].name = ${q(twin(client, 0))}: se ve igual que clients[0].name = ${q(client)}, pero tiene una letra cirílica (${code(TWINS[latin(client)]?.[0] ?? "")}) donde el otro tiene «${latin(client)}» (${code(latin(client))}); cada cliente va una sola vez: deje uno, escrito con el teclado`,
  ],
  [
    "a client twice, once with its accents composed another way",
    proofWith((copy) => copy.clients?.push({ name: other.normalize("NFD") })),
    `clients[${proof.clients?.length}].name = ${q(other.normalize("NFD"))}: se ve igual que clients[1].name = ${q(other)}, pero los acentos están compuestos de otra manera (Unicode)`,
  ],
  [
    "a client twice, once with an invisible character",
    proofWith((copy) => copy.clients?.push({ name: `${client}\u3164` })),
    `clients[${proof.clients?.length}].name = ${q(`${client}\u3164`)}: se ve igual que clients[0].name = ${q(client)}, pero tiene un carácter invisible (U+3164) de más`,
  ],
  ...[client, person].map((name, index): [string, string, string] => {
    const list = index === 0 ? "clients" : "testimonials";
    const [mine = "", theirs = ""] = typedPair(name);
    return [
      `${list === "clients" ? "a client" : "a testimonial"} twice, once typed with ${mine} for ${theirs}`,
      proofWith((copy) =>
        list === "clients"
          ? copy.clients?.push({ name: typed(name) })
          : copy.testimonials?.push({
              ...testimonial,
              quote: "Otra frase, escrita por la misma persona.",
              name: typed(name),
            }),
      ),
      `  - ${list}[${proof[list]?.length}].name = ${q(typed(name))}: se ve igual que ${list}[0].name = ${q(name)}, pero tiene «${mine}» (${code(mine)}) donde el otro tiene «${theirs}» (${code(theirs)})`,
    ];
  }),
  [
    "a testimonial twice under a name with a Greek letter",
    proofWith((copy) => copy.testimonials?.push({ ...testimonial, name: twin(person, 1) })),
    `  - testimonials[${proof.testimonials?.length}].name = ${q(twin(person, 1))}: se ve igual que testimonials[0].name = ${q(person)}, pero tiene una letra griega (${code(TWINS[latin(person)]?.[1] ?? "")})`,
  ],
  [
    "the same testimonial quote twice",
    proofWith((copy) => copy.testimonials?.push({ ...testimonial, name: "Otra Persona Distinta" })),
    `  - testimonials[${proof.testimonials?.length}].quote = `,
  ],
  [
    "a case study whose solution type has a typo",
    withType(type.slice(0, -1)),
    `${notAType(type.slice(0, -1))}¿Quiso decir «${type}»?`,
  ],
  [
    "a case study whose solution type only looks like one",
    withType(twin(type, 0)),
    `${notAType(twin(type, 0))}se ve como «${type}», pero tiene una letra cirílica`,
  ],
  [
    "a case study whose solution type the home page lacks",
    withType("Robots de cocina"),
    `${notAType("Robots de cocina")}escriba uno de ellos: ${SOLUTION_TYPES.join(", ")}`,
  ],
];

describe("a proof file that repeats an entry or names an unknown solution type", () => {
  for (const [mode, base] of [
    ["a normal build", {}],
    ["a release build", release],
  ] as const) {
    it.each(cases)(`refuses %s in ${mode}`, async (_, text, line) => {
      const { env } = folderWith("proof.json", text);
      const { status, output } = await check({ ...base, ...env });
      expect(status).toBe(1);
      expect(output).toContain(line);
      expect(output).not.toMatch(/^\s+at /m);
    });
  }
});
