// @vitest-environment node
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "./files.ts";
import { cspHash } from "./headers.ts";
import { deployToNginx } from "./nginx-deploy.ts";
import { retention } from "./server/previous-builds.ts";

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function temporary(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

const boot = (version: string) => `document.documentElement.dataset.boot="${version}"`;
const page = (version: string) =>
  `<!doctype html><title>${version}</title><script type="module">${boot(version)}</script>`;

/**
 * A build as scripts/build.ts leaves it, named `name` (its release's name), whose pages run the
 * inline script of `version` and whose stylesheet is `assets/<asset>` with `css` in it.
 */
function build(name: string, version: string, { asset = `site.${version}.css`, css = "a{}" } = {}) {
  const dir = path.join(temporary("nginx-build-"), name);
  const client = path.join(dir, "client");
  mkdirSync(path.join(client, "verticelab"), { recursive: true });
  mkdirSync(path.join(client, "assets"));
  writeFileSync(path.join(client, "index.html"), page(version));
  writeFileSync(path.join(client, "verticelab", "index.html"), page(version));
  writeFileSync(path.join(client, "404.html"), "<!doctype html><title>404</title>");
  writeFileSync(path.join(client, "robots.txt"), "User-agent: *\n");
  writeFileSync(path.join(client, "assets", asset), css);
  const headers = { all: { "X-Content-Type-Options": "nosniff" }, hashedAssets: "immutable" };
  writeFileSync(
    path.join(dir, "headers.json"),
    JSON.stringify({ ...headers, pages: "must-revalidate", notFound: "no-cache" }),
  );
  const files = Object.fromEntries(
    filesUnder(client).map((file) => [file, statSync(path.join(client, file)).size]),
  );
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ files }));
  return dir;
}

const deploy = (dir: string, site: string) => deployToNginx(dir, site, { nginx: false });
const servedConf = (site: string) => readFileSync(path.join(site, "releases.conf"), "utf8");

describe("npm run deploy:nginx", () => {
  it("publishes only the files the manifest lists, and lists only those for nginx", () => {
    const site = temporary("nginx-site-");
    const first = build("b1", "uno");
    writeFileSync(path.join(first, "client", "notas.txt"), "no listado");
    const { release } = deploy(first, site);
    expect(existsSync(path.join(release, "client", "robots.txt"))).toBe(true);
    expect(existsSync(path.join(release, "client", "notas.txt"))).toBe(false);
    const conf = servedConf(site);
    expect(conf).toContain("robots\\.txt");
    expect(conf).toContain("verticelab");
    expect(conf).not.toContain("notas");
  });

  it("allows the inline scripts of the release live before the deploy and of the new one", () => {
    const site = temporary("nginx-site-");
    deploy(build("b1", "uno"), site);
    expect(servedConf(site)).toContain(cspHash(boot("uno")));
    expect(servedConf(site)).not.toContain(cspHash(boot("dos")));
    deploy(build("b2", "dos"), site);
    expect(servedConf(site)).toContain(cspHash(boot("uno")));
    expect(servedConf(site)).toContain(cspHash(boot("dos")));
    deploy(build("b3", "tres"), site);
    expect(servedConf(site), "two deploys ago: no longer live nor the rollback").not.toContain(
      cspHash(boot("uno")),
    );
    expect(readlinkSync(path.join(site, "live"))).toBe(path.join("releases", "b3", "client"));
  });

  it("repairs a truncated file in the shared assets and names it", () => {
    const site = temporary("nginx-site-");
    deploy(build("b1", "uno", { asset: "site.A1.css", css: "a{color:red}" }), site);
    const pooled = path.join(site, "assets", "site.A1.css");
    truncateSync(pooled, 3);
    const next = build("b2", "dos", { asset: "site.A1.css", css: "a{color:red}" });
    expect(deploy(next, site).repaired).toEqual(["assets/site.A1.css (3 de 12 bytes)"]);
    expect(readFileSync(pooled, "utf8")).toBe("a{color:red}");
  });

  it("copies a damaged asset of the live release again from a spare, and names it", () => {
    const site = temporary("nginx-site-");
    deploy(build("b1", "uno", { asset: "site.A1.css", css: "a{color:red}" }), site);
    const copy = path.join(site, "releases", "b1", "client", "assets", "site.A1.css");
    truncateSync(copy, 3);
    const next = build("b2", "dos", { asset: "site.A1.css", css: "a{color:red}" });
    expect(deploy(next, site).repaired).toEqual([
      `releases/b1/client/assets/site.A1.css (3 de 12 bytes; copiado de ${path.join(next, "client", "assets", "site.A1.css")})`,
    ]);
    expect(readFileSync(copy, "utf8")).toBe("a{color:red}");
    // No spare at all (the pool's copy damaged too): refused, never "delete the live release".
    truncateSync(path.join(site, "releases", "b2", "client", "assets", "site.A1.css"), 3);
    truncateSync(path.join(site, "assets", "site.A1.css"), 3);
    expect(() => deploy(build("b3", "tres"), site)).toThrow(
      "no borres releases/b2, es la publicación en línea",
    );
    expect(readlinkSync(path.join(site, "live"))).toBe(path.join("releases", "b2", "client"));
  });

  it("refuses one asset name with two contents, naming the file and both releases", () => {
    const site = temporary("nginx-site-");
    deploy(build("b1", "uno", { asset: "site.A1.css", css: "a{color:red}" }), site);
    const clash = build("b2", "dos", { asset: "site.A1.css", css: "a{color:blue}" });
    expect(() => deploy(clash, site)).toThrow(
      "assets/site.A1.css tiene otro contenido en b1 y en b2",
    );
    expect(readlinkSync(path.join(site, "live"))).toBe(path.join("releases", "b1", "client"));
  });

  it("a deploy killed before its switch leaves the live release and the rollback target", () => {
    const site = temporary("nginx-site-");
    deploy(build("b1", "uno"), site);
    deploy(build("b2", "dos"), site);
    // What a deploy of b3 killed after copying its release, before switching live, leaves.
    const killed = path.join(site, "releases", "b3");
    cpSync(path.join(site, "releases", "b2"), killed, { recursive: true });
    rmSync(path.join(killed, "served"));
    const { release } = deploy(build("b4", "cuatro"), site);
    const keep = retention(path.join(site, "releases"), release);
    expect(keep.get(path.join(site, "releases", "b2")), "the release that was live").toBe("whole");
    expect(keep.get(path.join(site, "releases", "b1"))).toBe("assets");
    expect(keep.has(killed)).toBe(false);
    expect(servedConf(site)).toContain(cspHash(boot("dos")));
  });

  it("a first deploy killed before its switch is no one's rollback target", () => {
    const site = temporary("nginx-site-");
    deploy(build("b1", "uno"), site);
    // What the first deploy of b1, killed after its copy and before the switch, leaves.
    rmSync(path.join(site, "live"));
    rmSync(path.join(site, "releases", "b1", "served"));
    const second = build("b2", "dos");
    deploy(second, site);
    deploy(second, site);
    expect(existsSync(path.join(site, "releases", "b1", "served"))).toBe(false);
    expect(servedConf(site)).not.toContain(cspHash(boot("uno")));
  });
});
