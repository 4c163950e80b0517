// @vitest-environment node
/**
 * Every file of the company folder saved in another encoding than UTF-8 (src/config/utf8-text.ts):
 * Windows-1252, as a Windows editor saves it, UTF-16, or a text that already carries the
 * replacement character. Each is refused through the build's first step
 * (scripts/config-check-run.ts), in a normal and in a release build, naming the file and the
 * line, never publishing "Andina C�digos".
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LegalRecord } from "../src/config/legal-versions.ts";
import { check, committed, company, folderWith, release } from "./config-check-run.ts";

const RECORD = path.join("legal-versions", String(company.nit), "record.json");
const OLDEST_TEXT = path.join(
  "legal-versions",
  String(company.nit),
  "privacy-policy",
  `${(JSON.parse(committed(RECORD)) as LegalRecord)["privacy-policy"][0]?.effectiveAt}.json`,
);
/** The record with a key outside ASCII, on its first version's first line. */
const accentedRecord = committed(RECORD).replace('"effectiveAt"', '"vigencia_año", "effectiveAt"');

/** Each character Windows-1252 has, and its byte (read from the decoder's own table). */
const CP1252 = new Map(
  [
    ...new TextDecoder("windows-1252").decode(Uint8Array.from({ length: 256 }, (_, byte) => byte)),
  ].map((character, byte) => [character, byte]),
);

/** `text` as a Windows editor saves it in Windows-1252: one byte a character, "?" for the rest. */
const windows1252 = (text: string) =>
  Uint8Array.from([...text], (character) => CP1252.get(character) ?? CP1252.get("?") ?? 0);

/** The line of `text`'s first character outside ASCII, from 1. */
const firstAccentLine = (text: string) =>
  text.slice(0, text.search(/\P{ASCII}/u)).split("\n").length;

const logo = committed("logo.svg").replace(/>/, "><title>Andina Códigos</title>");

/** [what, file in the folder, its bytes, what the line says after the file's name] */
const cases: [string, string, Uint8Array | string, string][] = [
  [
    "company.json in Windows-1252",
    "company.json",
    windows1252(committed("company.json")),
    `no está guardado en UTF-8 (la línea ${firstAccentLine(committed("company.json"))} tiene una letra en otra codificación`,
  ],
  [
    "proof.json in Windows-1252",
    "proof.json",
    windows1252(committed("proof.json")),
    `no está guardado en UTF-8 (la línea ${firstAccentLine(committed("proof.json"))} tiene`,
  ],
  ["logo.svg in Windows-1252", "logo.svg", windows1252(logo), "no está guardado en UTF-8"],
  [
    "company.json in UTF-16",
    "company.json",
    Buffer.from(`\uFEFF${committed("company.json")}`, "utf16le"),
    "está guardado en UTF-16, no en UTF-8: guárdelo como UTF-8 en su editor",
  ],
  [
    "company.json with a replacement character",
    "company.json",
    committed("company.json").replace("Andina Códigos", "Andina C\uFFFDdigos"),
    `la línea ${firstAccentLine(committed("company.json"))} tiene el carácter de reemplazo «\uFFFD» (U+FFFD)`,
  ],
  [
    "the record of legal versions in Windows-1252",
    RECORD,
    windows1252(accentedRecord),
    `no está guardado en UTF-8 (la línea ${firstAccentLine(accentedRecord)} tiene una letra en otra codificación`,
  ],
  [
    "an archived legal text in Windows-1252",
    OLDEST_TEXT,
    windows1252(committed(OLDEST_TEXT)),
    "no está guardado en UTF-8",
  ],
];

describe("a company file saved in another encoding", () => {
  for (const [mode, base] of [
    ["a normal build", {}],
    ["a release build", release],
  ] as const) {
    it.each(cases)(`refuses %s in ${mode}`, async (_, name, bytes, message) => {
      const { env, file } = folderWith(name, bytes);
      const { status, output } = await check({ ...base, ...env });
      expect(status).toBe(1);
      expect(output).toContain(`  - ${file}: ${message}`);
      expect(output).not.toContain("\uFFFDdigos");
      expect(output).not.toMatch(/^\s+at /m);
    });
  }
});
