/**
 * nginx's shared assets/ (docs/deploy.md): every asset the kept releases list, so a page opened
 * before a deploy still gets its stylesheet and islands. Each deploy rebuilds it from the releases'
 * own copies, which were checked against their manifests: a pooled file missing, replaced by a
 * directory or with other bytes (a deploy killed while writing it, a full disk, a hand edit) is
 * written again and named, and anything nothing lists is removed. Writes go to a hidden temporary
 * name and are renamed into place, so a killed deploy never leaves a truncated asset under its real
 * name (nginx answers hidden names with 404). A release's own copy of an asset that no longer
 * matches its manifest is copied again, and named, from a spare that has the file at the listed
 * size (the build being published, the pool): an asset's name is its content, so the same name is
 * the same bytes. Without one the deploy refuses, saying not to delete that release (the live one
 * or one still served). Two releases listing one name with different bytes is refused too: that
 * name would serve two contents (scripts/content-names.ts).
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BuildRefused, type BuildManifest } from "./server/generation.ts";
import { BESIDE_CLIENT, GENERATIONS_DIR } from "./build-paths.ts";
import { describeFailure } from "./system-errors.ts";

const ASSETS = "assets/";

type Source = { file: string; release: string; listedBy: string[] };
export type PoolOptions = {
  /** The release being published: its assets may be new to the pool. */
  fresh?: string;
  /** The release `live` points to, named as such in a refusal. */
  live?: string;
  /** Directories holding client files (`assets/…`) a damaged release copy is taken from. */
  spares?: readonly string[];
  say?: (line: string) => void;
};

const isFileOf = (file: string, size: number) =>
  existsSync(file) && lstatSync(file).isFile() && statSync(file).size === size;

/** Puts `relative` back in `release`'s copy from a spare, or refuses saying what not to do. */
function repairCopy(release: string, relative: string, size: number, options: PoolOptions) {
  const file = path.join(release, "client", relative);
  const name = path.basename(release);
  const label = `releases/${name}/client/${relative}`;
  const what = existsSync(file) ? `${statSync(file).size} de ${size} bytes` : "faltaba";
  const spare = (options.spares ?? [])
    .map((dir) => path.join(dir, relative))
    .find((candidate) => isFileOf(candidate, size));
  if (spare === undefined) {
    const from = path.join(GENERATIONS_DIR, name, "client", relative);
    const remedy = `cópialo de su build si aún existe (cp ${from} ${file}) y vuelve a publicar`;
    throw new BuildRefused(
      `${label} está dañado (${what}; su manifiesto dice ${size} bytes) y no hay otra copia con ese nombre y tamaño: ${
        release === options.live
          ? `no borres releases/${name}, es la publicación en línea; ${remedy}`
          : `${remedy}; si ya no existe, borra releases/${name} (no es la publicación en línea: se pierde la vuelta atrás a ella)`
      }`,
    );
  }
  if (existsSync(file) && !lstatSync(file).isFile()) rmSync(file, { recursive: true, force: true });
  writeAtomically(file, readFileSync(spare));
  return `${label} (${what}; copiado de ${spare})`;
}

/** Each asset the releases list (oldest first), with the copy to take it from. */
function sources(releases: readonly string[], options: PoolOptions, repaired: string[]) {
  const found = new Map<string, Source>();
  for (const release of releases) {
    const manifestFile = path.join(release, BESIDE_CLIENT.manifest);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest;
    for (const [relative, size] of Object.entries(manifest.files)) {
      if (!relative.startsWith(ASSETS)) continue;
      const name = relative.slice(ASSETS.length);
      const file = path.join(release, "client", relative);
      if (!isFileOf(file, size)) {
        const repair = repairCopy(release, relative, size, options);
        repaired.push(repair);
        options.say?.(`Reparado en ${path.dirname(path.dirname(release))}: ${repair}`);
      }
      const earlier = found.get(name);
      if (earlier && !readFileSync(earlier.file).equals(readFileSync(file))) {
        throw new BuildRefused(
          `${ASSETS}${name} tiene otro contenido en ${path.basename(earlier.release)} y en ${path.basename(release)}; cada archivo de /assets/ debe llevar el nombre de su contenido (scripts/content-names.ts)`,
        );
      }
      found.set(name, { file, release, listedBy: [...(earlier?.listedBy ?? []), release] });
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
    throw new BuildRefused(`no se pudo escribir ${target}: ${describeFailure(error)}`);
  }
}

/** What stands at a pooled asset's name, when it is not a file of the listed bytes. */
function damage(target: string, size: number): string | undefined {
  if (!existsSync(target)) return "faltaba";
  const stat = lstatSync(target);
  if (!stat.isFile()) return stat.isDirectory() ? "era un directorio" : "no era un archivo";
  return `${stat.size} de ${size} bytes`;
}

/**
 * Makes `pool` hold exactly the assets `releases` list, each with its release's bytes. Each
 * pooled file that was missing, was not a plain file or had other bytes is repaired and told to
 * `say` at once (so a deploy that fails later still names it); the repairs are also returned.
 */
export function fillPool(pool: string, releases: readonly string[], options: PoolOptions = {}) {
  const { fresh, say = () => undefined } = options;
  mkdirSync(pool, { recursive: true });
  const repaired: string[] = [];
  const wanted = sources(releases, options, repaired);
  for (const [name, { file, listedBy }] of wanted) {
    const target = path.join(pool, name);
    const plain = existsSync(target) && lstatSync(target).isFile();
    if (plain && sameBytes(target, file)) continue;
    const bytes = readFileSync(file);
    const what = damage(target, bytes.length);
    // An asset only the release being published lists is new here; any other was pooled before.
    if (existsSync(target) || listedBy.some((release) => release !== fresh)) {
      repaired.push(`${ASSETS}${name} (${what})`);
      say(`Reparado en ${path.dirname(pool)}: ${ASSETS}${name} (${what})`);
    }
    if (existsSync(target) && !plain) rmSync(target, { recursive: true, force: true });
    writeAtomically(target, bytes);
  }
  for (const name of readdirSync(pool)) {
    if (!wanted.has(name)) rmSync(path.join(pool, name), { recursive: true, force: true });
  }
  return repaired;
}
