/**
 * What is wrong in the company's company.json, as report lines: each issue of its schema by its
 * place in the file ("officeHours[0].opens"), with its variable and its value; an unknown key with
 * the one it probably meant; a provider given with neither its name nor its country as one line.
 * Pure: no Node APIs.
 */
import type * as z from "zod/mini";
import { COMPANY_FIELDS, fieldAt, type CompanyField } from "./company-fields.ts";
import { fieldOfPath } from "./company-file.ts";
import { closestName } from "./closest-name.ts";
import { quoteValue } from "./site-fields.ts";

/** "officeHours[0].opens": an issue's place in the file as staff read it. */
function shownPath(keys: readonly PropertyKey[]): string {
  return keys
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`,
    )
    .join("");
}

const valueAt = (data: unknown, keys: readonly PropertyKey[]) =>
  keys.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key], data);

/** The known keys beside `parent`, to suggest the one an unknown key meant. */
function siblings(parent: string): string[] {
  const prefix = parent ? `${parent}.` : "";
  const keys = Object.values(COMPANY_FIELDS)
    .map(([path]) => path)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length).split(".")[0] ?? "");
  return [...new Set(keys)];
}

function meant(key: string, parent: string): string {
  const match = closestName(key, siblings(parent));
  return match ? ` ¿Quiso decir ${prefixed(parent, match)}?` : "";
}
const prefixed = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/** The variables of the fields under a group of the file ("providers.mail"). */
const variablesUnder = (group: string) =>
  Object.values(COMPANY_FIELDS)
    .filter(([path]) => path.startsWith(`${group}.`))
    .map(([, env]) => env)
    .join(", ");

/**
 * Report lines for the file's issues, and the fields whose value it got wrong. A provider given
 * with neither its name nor its country is one line, not one per missing member.
 */
export function fileIssues(data: unknown, issues: readonly z.core.$ZodIssue[]) {
  const lines: string[] = [];
  const wrong = new Set<CompanyField>();
  const groupOf = (issue: z.core.$ZodIssue) => shownPath(issue.path.slice(0, -1));
  const missing = issues
    .filter(
      (issue) => issue.code !== "unrecognized_keys" && valueAt(data, issue.path) === undefined,
    )
    .map(groupOf);
  const empty = new Set(missing.filter((group, index) => missing.indexOf(group) !== index));
  for (const issue of issues) {
    const dotted = issue.path.filter((key) => typeof key !== "number").join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        lines.push(
          `  - ${prefixed(dotted, key)}: no es un campo de company.json; quítelo.${meant(key, dotted)}`,
        );
      }
      continue;
    }
    const field = fieldOfPath(dotted);
    if (field) wrong.add(field);
    const value = valueAt(data, issue.path);
    if (value === undefined && empty.has(groupOf(issue))) {
      const group = groupOf(issue);
      const line = `  - ${group} (${variablesUnder(group)}): faltan su nombre (name) y su país (country); un proveedor se da con los dos`;
      if (!lines.includes(line)) lines.push(line);
      continue;
    }
    const env = field && fieldAt(dotted) === field ? COMPANY_FIELDS[field][1] : undefined;
    const name = `${shownPath(issue.path)}${env ? ` (${env})` : ""}`;
    const message =
      value === undefined
        ? "falta; un proveedor se da con su nombre (name) y su país (country)"
        : issue.message;
    lines.push(`  - ${name}${value === undefined ? "" : ` = ${quoteValue(value)}`}: ${message}`);
  }
  return { lines, wrong };
}
