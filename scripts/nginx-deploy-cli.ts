/**
 * `npm run deploy:nginx [-- <directory>] [--rollback] [--no-reload]` (docs/deploy.md): publishes
 * the release build build/ links to (scripts/nginx-deploy.ts), or with --rollback switches back
 * to the release the live one replaced. --no-reload says no nginx on this machine serves the
 * directory (otherwise a deploy that cannot confirm nginx loaded the new policy does not switch).
 *
 * Every failure is one plain line that says what changed: `live` and the releases releases.conf
 * allows, before and after, or that both stayed as they were. A full disk or a missing permission
 * is said in those words, never as a stack trace.
 */
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR } from "./build-paths.ts";
import { NGINX_RELEASE_LINK, NGINX_ROOT } from "./nginx-conf.ts";
import { deployToNginx, rollbackNginx, type DeployOptions } from "./nginx-deploy.ts";
import { allowedReleases, NGINX_STEPS } from "./nginx-served.ts";
import { BuildRefused } from "./server/generation.ts";
import { previewRefusal } from "./site-config.ts";
import { systemMeaning } from "./system-errors.ts";

const FLAGS = ["--rollback", "--no-reload"];

type State = { live?: string; allowed: string[] };

function state(site: string): State {
  const live = path.join(site, NGINX_RELEASE_LINK);
  return {
    live: existsSync(live) ? path.relative(site, realpathSync(live)) : undefined,
    allowed: allowedReleases(site),
  };
}

const list = (names: string[]) =>
  names.length === 0 ? "nada" : names.join(", ").replace(/, ([^,]*)$/, " y $1");

/** What a failed deploy changed of what nginx serves, in one sentence. */
function changes(before: State, after: State): string {
  if (before.live === after.live && list(before.allowed) === list(after.allowed)) {
    return `${NGINX_RELEASE_LINK} y releases.conf quedaron como estaban (${NGINX_RELEASE_LINK} → ${before.live ?? "nada"}).`;
  }
  const live =
    before.live === after.live
      ? `${NGINX_RELEASE_LINK} sigue en ${after.live ?? "nada"}`
      : `${NGINX_RELEASE_LINK} pasó de ${before.live ?? "nada"} a ${after.live ?? "nada"}`;
  return `${live}; releases.conf permite ahora ${list(after.allowed)} (antes ${list(before.allowed)}), y ${NGINX_RELEASE_LINK} está entre ellas.`;
}

function reason(error: unknown): string | undefined {
  return error instanceof BuildRefused ? error.message : systemMeaning(error);
}

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg.startsWith("-") && !FLAGS.includes(arg));
if (unknown.length > 0) {
  console.error(`Opción desconocida: ${unknown.join(" ")}. Opciones: ${FLAGS.join(", ")}.`);
  process.exit(2);
}
const rollback = args.includes("--rollback");
// Only a release build is published: a preview is refused before anything moves.
if (!rollback && previewRefusal()) {
  console.error(`No se publicó: ${previewRefusal()}.`);
  process.exit(1);
}
const site = path.resolve(args.find((arg) => !arg.startsWith("-")) ?? NGINX_ROOT);
const options: DeployOptions = {
  // The arguments of an nginx started with its own -p or -c (default: Debian's /etc/nginx).
  nginx: args.includes("--no-reload")
    ? false
    : (process.env.NGINX_ARGS?.split(" ").filter(Boolean) ?? []),
  say: (line) => console.log(line),
};
const before = state(site);
try {
  const done = rollback ? rollbackNginx(site, options) : deployToNginx(BUILD_DIR, site, options);
  console.log(`${path.join(site, NGINX_RELEASE_LINK)} → ${path.relative(site, done.release)}`);
  console.log(NGINX_STEPS[done.nginx]);
} catch (error) {
  const why = reason(error);
  if (why === undefined) throw error;
  const what = rollback ? "No se volvió a la publicación anterior" : "No se publicó";
  console.error(`${what} en ${site}: ${why}. ${changes(before, state(site))}`);
  process.exit(1);
}
