import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { companySchemaText, SCHEMA_FILE } from "./company-schema.ts";

describe("company/company.schema.json", () => {
  it("is the JSON Schema of what the build accepts (regenerate it with npm run company:schema)", async () => {
    expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(await companySchemaText());
  });

  it("describes every field in Spanish, for the editor", () => {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, "utf8")) as Schema;
    const undescribed = leaves(schema).filter(([, node]) => !node.description);
    expect(undescribed.map(([path]) => path)).toEqual([]);
  });
});

type Schema = { description?: string; properties?: Record<string, Schema> };

/** Every field of the schema (an object's property that is no object of fields itself). */
function leaves(schema: Schema, path = ""): [string, Schema][] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, node]) => {
    if (key === "$schema") return [];
    const at = path ? `${path}.${key}` : key;
    return node.properties ? leaves(node, at) : [[at, node] as [string, Schema]];
  });
}
