/**
 * Shrinks the self-hosted variable font to the characters the built pages use (plus printable
 * ASCII and Latin-1, so copy edits stay covered) and the weights they use (400-800), then renames
 * it by its new content hash and rewrites every reference. The font is preloaded, so each
 * kilobyte saved reaches the first paint sooner on a slow connection.
 *
 * The stylesheet names the font, so rewriting that URL changes the stylesheet's bytes after Vite
 * named it: it is renamed by its final content too (content-names.ts). Otherwise two builds whose
 * copy differs by one character would ship different stylesheets under one name, cached for a
 * year as immutable, the old one pointing at a font the new build no longer has.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { contentName, renameByContent } from "./content-names.ts";
import { filesUnder } from "./files.ts";

const FONT_PREFIX = "inter-latin-wght-normal";
/** As the bundler names it, with its content hash: inter-latin-wght-normal.<hash>.woff2. */
const FONT = new RegExp(`^${FONT_PREFIX}[.-][\\w-]+\\.woff2$`);
const BASE_CHARACTERS = Array.from({ length: 0xff - 0x20 + 1 }, (_, i) =>
  String.fromCharCode(0x20 + i),
).join("");
const WEIGHTS = { min: 400, max: 800 };

function textFiles(dir: string): string[] {
  return filesUnder(dir)
    .filter((file) => /\.(html|css)$/.test(file))
    .map((file) => path.join(dir, file));
}

export async function subsetWebFont(client: string): Promise<{ before: number; after: number }> {
  const assets = path.join(client, "assets");
  const name = readdirSync(assets).find((file) => FONT.test(file));
  if (!name) throw new Error(`subset-font: no hay ${FONT} en ${assets}.`);
  const files = textFiles(client);
  const pages = files
    .filter((file) => file.endsWith(".html"))
    .map((file) => readFileSync(file, "utf8"));
  const characters = new Set([...BASE_CHARACTERS, ...pages.join("")]);

  const original = readFileSync(path.join(assets, name));
  const subset = await subsetFont(original, [...characters].join(""), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
  const renamed = contentName(`${FONT_PREFIX}.woff2`, subset);
  writeFileSync(path.join(assets, renamed), subset);
  if (renamed !== name) rmSync(path.join(assets, name));
  const rewritten: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    if (!text.includes(name)) continue;
    writeFileSync(file, text.replaceAll(name, renamed));
    if (path.dirname(file) === assets) rewritten.push(path.basename(file));
  }
  renameByContent(client, rewritten);
  return { before: original.length, after: subset.length };
}
