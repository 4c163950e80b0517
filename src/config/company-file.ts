/**
 * company.json, the company's data as staff write it (docs/configuration.md): the same fields as
 * the site's configuration (site-schema.ts), grouped where that reads better (providers with their
 * countries, figures with their sources), numbers as JSON numbers. Every field is optional: what
 * the file leaves out comes from the example company, and a release build refuses it. The file's
 * JSON Schema (company/company.schema.json) is generated from this schema, with a Spanish
 * description per field, so an editor checks and completes as staff type. Pure: no Node APIs.
 */
import * as z from "zod/mini";
import { COMPANY_FIELDS, fieldAt, type CompanyField } from "./company-fields.ts";
import { MAX_AI_RETENTION_DAYS } from "./subprocessors.ts";
import { FIGURE_IDS } from "./site-figures.ts";
import { MAX_REPLY_HOURS, REPLY_HOURS_MESSAGE } from "./reply-time.ts";
import { siteSchema } from "./site-schema.ts";

const int = (min: number, max: number, message: string) =>
  z.int(message).check(z.minimum(min, message), z.maximum(max, message));

/** Fields written as JSON numbers or lists; every other field is its configuration validator. */
const AS_JSON: Partial<Record<CompanyField, z.ZodMiniType>> = {
  aiRetentionDays: int(
    0,
    MAX_AI_RETENTION_DAYS,
    `debe ser un número de días de 0 (retención cero aprobada) a ${MAX_AI_RETENTION_DAYS}`,
  ),
  replyHours: int(1, MAX_REPLY_HOURS, REPLY_HOURS_MESSAGE),
  figureProjects: z.union([int(0, 99_999, "debe ser un número"), siteSchema.shape.figureProjects], {
    error: 'debe ser un número, con "+" opcional (p. ej. "50+")',
  }),
  figureSatisfaction: int(0, 100, "debe ser un porcentaje entero de 0 a 100"),
  labRatingValue: z.union(
    [
      z
        .number("debe ser una nota de 1 a 5 con un decimal")
        .check(
          z.minimum(1, "debe ser una nota de 1 a 5 con un decimal"),
          z.maximum(5, "debe ser una nota de 1 a 5 con un decimal"),
        ),
      // "4,7", as a Colombian writes it.
      siteSchema.shape.labRatingValue,
    ],
    { error: "debe ser una nota de 1 a 5 con un decimal" },
  ),
  labRatingCount: int(1, 999_999, "debe ser un número entero de valoraciones"),
  figuresHidden: z.array(
    z.enum(FIGURE_IDS, { error: `debe ser uno de estos nombres: ${FIGURE_IDS.join(", ")}` }),
  ),
};

/** Groups whose members come together: a provider is its name and its country. */
const REQUIRED_TOGETHER = /^providers\.\w+$/;

/** What staff read over a group of fields. */
const GROUPS: Record<string, string> = {
  providers:
    "Proveedores que tratan datos personales por la empresa; la política de privacidad y los términos los listan. Cada uno con su nombre (name) y su país (country).",
  figures:
    "Cifras de la portada y valoración del LIS, cada una con su fuente (qué se contó, cuándo y cuántos), o retiradas en hidden.",
};

type Tree = { [key: string]: Tree | CompanyField };

function tree(): Tree {
  const root: Tree = {};
  for (const [field, [path]] of Object.entries(COMPANY_FIELDS)) {
    const keys = path.split(".");
    let node = root;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree;
    node[keys.at(-1) ?? field] = field as CompanyField;
  }
  return root;
}

function schemaOf(node: Tree, path: string): z.ZodMiniType {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [key, child] of Object.entries(node)) {
    const childPath = path ? `${path}.${key}` : key;
    const schema =
      typeof child === "string"
        ? // A copy: a validator the configuration shares between fields gets one description each.
          (AS_JSON[child] ?? siteSchema.shape[child]).clone().register(z.globalRegistry, {
            description: COMPANY_FIELDS[child][2],
          })
        : schemaOf(child, childPath).register(z.globalRegistry, {
            ...(GROUPS[childPath] ? { description: GROUPS[childPath] } : {}),
          });
    shape[key] = REQUIRED_TOGETHER.test(path) ? schema : z.optional(schema);
  }
  return z.strictObject(shape);
}

/** The schema of company.json: the field tree, and "$schema" for the editor. */
export const companyFileSchema = z.extend(schemaOf(tree(), "") as z.ZodMiniObject, {
  $schema: z.optional(z.string()),
});

/** The file's JSON Schema, as committed in company/company.schema.json. */
export function companyJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(companyFileSchema, { io: "input", unrepresentable: "any" }),
    title: "Datos de la empresa (company.json)",
    description:
      "Lo que la empresa da al sitio. Lo que falte se toma del ejemplo, y npm run build:release lo rechaza (docs/configuration.md).",
  };
}

const valueAt = (data: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);

/** The field whose place in the file holds `path` (a field's own path or one inside it). */
export function fieldOfPath(path: string): CompanyField | undefined {
  const parts = path.split(".");
  for (let length = parts.length; length > 0; length--) {
    const field = fieldAt(parts.slice(0, length).join("."));
    if (field) return field;
  }
  return undefined;
}

/**
 * The configuration's values the file gives, as the configuration holds them: numbers as text,
 * the hidden figures as a comma-separated list. `skip`: fields whose value the file got wrong.
 */
export function valuesOf(
  data: unknown,
  skip: ReadonlySet<CompanyField> = new Set(),
): Partial<Record<CompanyField, unknown>> {
  const values: Partial<Record<CompanyField, unknown>> = {};
  for (const field of Object.keys(COMPANY_FIELDS) as CompanyField[]) {
    const value = valueAt(data, COMPANY_FIELDS[field][0]);
    if (value === undefined || skip.has(field)) continue;
    if (typeof value === "number") values[field] = String(value);
    else if (field === "figuresHidden" && Array.isArray(value)) values[field] = value.join(",");
    else values[field] = value;
  }
  return values;
}
