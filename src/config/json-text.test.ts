import { describe, expect, it } from "vitest";
import { JsonTextError, parseJsonText } from "./json-text.ts";

/** The problems parseJsonText reports for `text`, as "where: what" lines. */
function problems(text: string): string[] {
  try {
    parseJsonText(text);
  } catch (error) {
    if (error instanceof JsonTextError) return error.message.split("\n");
    throw error;
  }
  return [];
}

describe("parseJsonText", () => {
  it("reads what JSON.parse reads, and a text that starts with a byte-order mark", () => {
    const text = '{"a": [1, {"b": "c"}], "d": null}';
    expect(parseJsonText(text)).toEqual(JSON.parse(text));
    expect(parseJsonText(`\uFEFF${text}`)).toEqual(JSON.parse(text));
  });

  it.each([
    ['{\n  "a": 1,\n}', "línea 2, columna 9: sobra la coma antes de «}»"],
    ['{"a": [1, 2,\n]}', "línea 1, columna 12: sobra la coma antes de «]»"],
    ["", "línea 1, columna 1: el archivo está vacío"],
    ["\n  \n", "línea 1, columna 1: el archivo está vacío"],
    ['{"a": 1}}', "línea 1, columna 9: sobra texto después del final del JSON"],
    ['{"a" 1}', "línea 1, columna 6: falta «:» después del nombre del campo"],
    ["[1 2]", "línea 1, columna 4: falta una coma entre dos elementos"],
    ['{\n  // nota\n  "a": 1\n}', "línea 2, columna 3: JSON no admite comentarios"],
    ['{"a": "x\ty"}', "línea 1, columna 7: un texto tiene un salto de línea o un tabulador"],
  ])("says where %j stops being JSON and why", (text, problem) => {
    const [first, ...rest] = problems(text);
    expect(first).toContain(problem);
    expect(rest, "only the first error: the others follow from it").toEqual([]);
  });

  it("names every key written twice in one object, by its path and both lines", () => {
    const text = '{\n  "a": 1,\n  "b": [{ "c": 1,\n  "c": 2 }],\n  "a": 3\n}';
    expect(problems(text)).toEqual([
      "b[0].c (línea 4, columna 3): aparece dos veces (antes, en la línea 3); JSON se quedaría con el último sin avisar: deje uno",
      "a (línea 5, columna 3): aparece dos veces (antes, en la línea 2); JSON se quedaría con el último sin avisar: deje uno",
    ]);
    expect(problems('[{"a": 1}, {"a": 2}]'), "the same key in two objects").toEqual([]);
  });
});
