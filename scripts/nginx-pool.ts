/**
 * nginx's shared assets/ (docs/deploy.md): every asset the kept releases list, so a page opened
 * before a deploy still gets its stylesheet and islands. Each deploy rebuilds it from the releases'
 * own copies, which were checked against their manifests: a pooled file missing or with other
 * bytes (a deploy killed while writing it, a full disk) is written again and named in the result,
 * and a file nothing lists is removed. Writes go to a hidden temporary name and are renamed into
 * place, so a killed deploy never leaves a truncated asset under its real name (nginx answers
 * hidden names with 404). Two releases listing one name with different bytes is the only refusal:
 * that name would serve two contents (scripts/content-names.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BuildRefused, type BuildManifest } from "./server/generation.ts";
import { BESIDE_CLIENT } from "./build-paths.ts";

const ASSETS = "assets/";

type Source = { file: string; release: string };

/** Each asset the releases list (oldest first), with the copy to take it from. */
function sources(releases: readonly string[]): Map<string, Source> {
  const found = new Map<string, Source>();
  for (const release of releases) {
    const manifestFile = path.join(release, BESIDE_CLIENT.manifest);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest;
    for (const [relative, size] of Object.entries(manifest.files)) {
      if (!relative.startsWith(ASSETS)) continue;
      const name = relative.slice(ASSETS.length);
      const file = path.join(release, "client", relative);
      const label = `releases/${path.basename(release)}/client/${relative}`;
      if (!existsSync(file) || statSync(file).size !== size) {
        throw new BuildRefused(
          `${label} está dañado (${existsSync(file) ? `${statSync(file).size} bytes` : "falta"}; su manifiesto dice ${size}): borra releases/${path.basename(release)} y vuelve a publicar`,
        );
      }
      const earlier = found.get(name);
      if (earlier && !readFileSync(earlier.file).equals(readFileSync(file))) {
        throw new BuildRefused(
          `${ASSETS}${name} tiene otro contenido en ${path.basename(earlier.release)} y en ${path.basename(release)}; cada archivo de /assets/ debe llevar el nombre de su contenido (scripts/content-names.ts)`,
        );
      }
      found.set(name, { file, release });
    }
  }
  return found;
}

function sameBytes(a: string, b: string): boolean {
  return statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
}

function writeAtomically(target: string, bytes: Buffer): void {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}`);
  try {
    writeFileSync(temporary, bytes);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new BuildRefused(
      `no se pudo escribir ${ASSETS}${path.basename(target)} (${(error as Error).message})`,
    );
  }
}

/**
 * Makes `pool` hold exactly the assets `releases` list, each with its release's bytes. Returns
 * the pooled files that were there with other bytes and have been repaired.
 */
export function fillPool(pool: string, releases: readonly string[]): string[] {
  mkdirSync(pool, { recursive: true });
  const wanted = sources(releases);
  const repaired: string[] = [];
  for (const [name, { file }] of wanted) {
    const target = path.join(pool, name);
    if (existsSync(target) && sameBytes(target, file)) continue;
    if (existsSync(target)) {
      repaired.push(`${ASSETS}${name} (${statSync(target).size} de ${statSync(file).size} bytes)`);
    }
    writeAtomically(target, readFileSync(file));
  }
  for (const name of readdirSync(pool)) {
    if (!wanted.has(name)) rmSync(path.join(pool, name), { recursive: true, force: true });
  }
  return repaired;
}
