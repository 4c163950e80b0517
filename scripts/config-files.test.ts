// @vitest-environment node
/**
 * The company folder's JSON files (company.json, proof.json and the record of legal versions) as
 * an editor may save them (a trailing comma, an empty file, a key written twice, CR-only line
 * breaks, a byte-order mark from a Windows editor), each run through the build's
 * first step (scripts/config-check-run.ts) in a normal and in a release build: refused with the
 * file, the line and column (or the repeated key) and what is wrong, never a stack trace; the
 * byte-order mark is accepted.
 */
import { describe, expect, it } from "vitest";
import path from "node:path";
import {
  check,
  checkAsCommand,
  committed,
  company,
  folderWith,
  release,
} from "./config-check-run.ts";

/** A line break as an editor counts one: CR LF, LF, or CR alone (old Mac editors). */
const BREAK = /\r\n|\r|\n/;
/** "línea L, columna C" of `text`'s character at `index`, counted as an editor counts. */
function at(text: string, index: number): string {
  const lines = text.slice(0, index).split(BREAK);
  return `línea ${lines.length}, columna ${(lines.at(-1)?.length ?? 0) + 1}`;
}
const lineOf = (text: string, index: number) => text.slice(0, index).split(BREAK).length;
const second = (text: string, key: string) => text.indexOf(key, text.indexOf(key) + 1);

const RECORD = path.join("legal-versions", String(company.nit), "record.json");
const trailing = (name: string) => committed(name).replace(/\n\}\n?$/, ",\n}\n");
/** A comma after the last member: the message names the comma, not the brace after it. */
const trailingComma = (name: string) => (file: string) =>
  `${file}: no es JSON válido (${at(trailing(name), trailing(name).lastIndexOf(","))}): sobra la coma antes de «}» (JSON no admite una coma tras el último elemento)`;
/** `key`, an object's first member, written twice in it: both lines named. */
function keyTwice(name: string, key: string, path: string) {
  const text = committed(name).replace(`"${key}": `, `"${key}": "Otro",\n"${key}": `);
  const line = `  - ${path} (${at(text, second(text, `"${key}"`))}): aparece dos veces (antes, en la línea ${lineOf(text, text.indexOf(`"${key}"`))}); JSON se quedaría con el último sin avisar: deje uno`;
  return [text, () => line] as const;
}

/** [what, file, its text, the line that refuses it] */
const cases: [string, string, string, (file: string) => string][] = [
  [
    "a proof file with a trailing comma",
    "proof.json",
    trailing("proof.json"),
    trailingComma("proof.json"),
  ],
  [
    "a company file with a trailing comma",
    "company.json",
    trailing("company.json"),
    trailingComma("company.json"),
  ],
  ...(["proof.json", "company.json"] as const).map(
    (name): [string, string, string, (file: string) => string] => [
      `an empty ${name}`,
      name,
      " \n",
      (file) => `${file}: no es JSON válido (línea 1, columna 1): el archivo está vacío`,
    ],
  ),
  [
    "a proof file with a key written twice",
    "proof.json",
    ...keyTwice("proof.json", "organization", "testimonials[0].organization"),
  ],
  [
    "a company file with a field written twice",
    "company.json",
    ...keyTwice("company.json", "legalName", "legalName"),
  ],
  [
    "a company file with a trailing comma and CR-only line breaks",
    "company.json",
    trailing("company.json").replaceAll("\n", "\r"),
    (file) => {
      const text = trailing("company.json").replaceAll("\n", "\r");
      return `${file}: no es JSON válido (${at(text, text.lastIndexOf(","))}): sobra la coma`;
    },
  ],
  [
    "a record of legal versions with a trailing comma and CR-only line breaks",
    RECORD,
    trailing(RECORD).replaceAll("\n", "\r"),
    (file) => {
      const text = trailing(RECORD).replaceAll("\n", "\r");
      return `${file}: no es JSON válido (${at(text, text.lastIndexOf(","))}): sobra la coma`;
    },
  ],
  [
    "a record of legal versions with a date written twice",
    RECORD,
    ...keyTwice(RECORD, "effectiveAt", "privacy-policy[0].effectiveAt"),
  ],
  [
    "a proof file in single quotes",
    "proof.json",
    "{\n  'clients': []\n}\n",
    (file) =>
      `${file}: no es JSON válido (línea 2, columna 3): hay un carácter que JSON no admite aquí`,
  ],
];

describe("a company file as an editor saves it", () => {
  for (const [mode, base] of [
    ["a normal build", {}],
    ["a release build", release],
  ] as const) {
    it.each(cases)(`refuses %s in ${mode}`, async (_, name, text, line) => {
      const { env, file } = folderWith(name, text);
      const { status, output } = await check({ ...base, ...env });
      expect(status).toBe(1);
      expect(output).toContain(line(file));
      expect(output).not.toMatch(/^\s+at /m);
    });
  }

  it.each(["proof.json", "company.json"])(
    "accepts %s saved with a UTF-8 byte-order mark, in both modes",
    async (name) => {
      const { env } = folderWith(name, `\uFEFF${committed(name)}`);
      expect(await check(env)).toEqual({ status: 0, output: "" });
      expect(await check({ ...release, ...env })).toEqual({ status: 0, output: "" });
    },
    30_000,
  );

  it("stops the command on a company file that is not JSON with the message alone", () => {
    const { env, file } = folderWith("company.json", trailing("company.json"));
    const { status, output } = checkAsCommand(env);
    expect(status).toBe(1);
    expect(output).toContain(trailingComma("company.json")(file));
    expect(output).not.toMatch(/^\s+at /m);
  }, 20_000);
});
