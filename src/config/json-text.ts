/**
 * The one reader of the company folder's JSON files (company.json, proof.json: company-folder.ts).
 * JSON.parse gives a position for some errors and none for others ("Unexpected token"), and keeps
 * the last of two equal keys without a word: a testimonial pasted twice, or a field written twice
 * with two values, would publish one of them silently. jsonc-parser, the parser of VS Code's
 * JSON editor, says where every error is and sees each key, so the build reports what the
 * company's editor underlines. A UTF-8 byte-order mark, which Windows editors write, is accepted:
 * it is no content, and JSON.parse would refuse it. Pure.
 */
import { printParseErrorCode, visit, type JSONPath } from "jsonc-parser";

/**
 * What is wrong in the text, one message each: `at` is "línea L, columna C" (from 1), `path` the
 * repeated key's place (testimonials[1].quote).
 */
export type JsonProblem = { at: string; path?: string; message: string };

export class JsonTextError extends Error {
  override name = "JsonTextError";
  /** A syntax error (the first one: later ones follow from it) or every repeated key. */
  readonly kind: "syntax" | "duplicates";
  readonly problems: JsonProblem[];
  constructor(kind: "syntax" | "duplicates", problems: JsonProblem[]) {
    super(
      problems
        .map(({ at, path, message }) => (path ? `${path} (${at})` : at) + `: ${message}`)
        .join("\n"),
    );
    this.kind = kind;
    this.problems = problems;
  }
}

const REASONS: Record<string, string> = {
  InvalidSymbol:
    "hay un carácter que JSON no admite aquí (¿comillas simples, o un nombre sin comillas dobles?)",
  InvalidNumberFormat: "un número mal escrito",
  PropertyNameExpected: "se esperaba el nombre de un campo, entre comillas dobles",
  ValueExpected: "se esperaba un valor",
  ColonExpected: "falta «:» después del nombre del campo",
  CommaExpected: "falta una coma entre dos elementos",
  CloseBraceExpected: "falta la llave de cierre «}»",
  CloseBracketExpected: "falta el corchete de cierre «]»",
  EndOfFileExpected: "sobra texto después del final del JSON",
  InvalidCommentToken: "JSON no admite comentarios",
  UnexpectedEndOfComment: "JSON no admite comentarios",
  UnexpectedEndOfString: "un texto no tiene comillas de cierre",
  UnexpectedEndOfNumber: "un número está incompleto",
  InvalidUnicode: "una secuencia \\u está mal escrita",
  InvalidEscapeCharacter: "una barra invertida (\\) no forma una secuencia válida; escriba \\\\",
  InvalidCharacter:
    "un texto tiene un salto de línea o un tabulador; escríbalo como \\n o \\t, o quítelo",
};

const BOM = "\uFEFF";
const OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** A line break as editors count one: Windows (CR LF), Unix (LF) or old Mac (CR alone). */
const LINE_BREAK = /\r\n|\r|\n/;

/** The line (from 1) of an offset, as an editor shows it. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split(LINE_BREAK).length;
}

/** "línea L, columna C" of an offset, counted from 1 as an editor shows it. */
export function positionAt(text: string, offset: number): string {
  const before = text.slice(0, offset).split(LINE_BREAK);
  return `línea ${before.length}, columna ${(before.at(-1)?.length ?? 0) + 1}`;
}

/** "testimonials[1].quote" for ["testimonials", 1, "quote"]. */
export function jsonPath(path: JSONPath): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index > 0 ? `.${key}` : key))
    .join("");
}

/**
 * The first syntax error. A comma before "}" or "]" is the commonest one (JSON has no trailing
 * comma), and the parser reports it at the bracket: it is named at the comma instead.
 */
function syntaxProblem(text: string, code: string, offset: number): JsonProblem {
  if (text.trim() === "") return { at: positionAt(text, 0), message: "el archivo está vacío" };
  const comma = text.slice(0, offset).trimEnd();
  if (
    /^(PropertyNameExpected|ValueExpected)$/.test(code) &&
    /^[}\]]/.test(text.slice(offset)) &&
    comma.endsWith(",")
  ) {
    const bracket = text.charAt(offset);
    return {
      at: positionAt(text, comma.length - 1),
      message: `sobra la coma antes de «${bracket}» (JSON no admite una coma tras el último elemento)`,
    };
  }
  return { at: positionAt(text, offset), message: REASONS[code] ?? "no es JSON válido" };
}

/** The value of a JSON text; throws JsonTextError at its first syntax error or its repeated keys. */
export function parseJsonText(raw: string): unknown {
  const text = raw.startsWith(BOM) ? raw.slice(BOM.length) : raw;
  let syntax: JsonProblem | undefined;
  const duplicates: JsonProblem[] = [];
  const objects: Map<string, number>[] = [];
  visit(
    text,
    {
      onObjectBegin: () => void objects.push(new Map()),
      onObjectEnd: () => void objects.pop(),
      onObjectProperty: (key, offset, _length, _line, _column, path) => {
        const seen = objects.at(-1);
        const first = seen?.get(key);
        if (first === undefined) {
          seen?.set(key, offset);
          return;
        }
        duplicates.push({
          at: positionAt(text, offset),
          path: jsonPath([...path(), key]),
          message: `aparece dos veces (antes, en la línea ${lineAt(text, first)}); JSON se quedaría con el último sin avisar: deje uno`,
        });
      },
      onError: (error, offset) => {
        syntax ??= syntaxProblem(text, printParseErrorCode(error), offset);
      },
    },
    OPTIONS,
  );
  if (syntax) throw new JsonTextError("syntax", [syntax]);
  if (duplicates.length > 0) throw new JsonTextError("duplicates", duplicates);
  return JSON.parse(text) as unknown;
}
