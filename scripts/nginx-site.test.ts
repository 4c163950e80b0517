import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BROTLI_STATIC_PACKAGE, nginxMissing } from "./nginx-site.ts";

const STOCK = "/etc/nginx";
const hasNginx = existsSync("/usr/sbin/nginx") && existsSync(path.join(STOCK, "nginx.conf"));
const copies: string[] = [];

/** A copy of Debian's /etc/nginx whose modules-enabled holds only `modules`. */
function etcWith(modules: Record<string, string>): string {
  const etc = mkdtempSync(path.join(os.tmpdir(), "nginx-etc-"));
  copies.push(etc);
  for (const file of ["nginx.conf", "mime.types"])
    copyFileSync(path.join(STOCK, file), path.join(etc, file));
  mkdirSync(path.join(etc, "modules-enabled"));
  for (const [name, text] of Object.entries(modules))
    writeFileSync(path.join(etc, "modules-enabled", name), text);
  return etc;
}

afterAll(() => {
  for (const etc of copies) rmSync(etc, { recursive: true, force: true });
});

describe.skipIf(!hasNginx)("the nginx check (brotli_static tried with nginx -t)", () => {
  const installed = existsSync("/usr/share/nginx/modules/ngx_http_brotli_static_module.so");
  it.skipIf(!installed)(
    "accepts the machine's nginx, whose brotli_static module is installed",
    () => {
      expect(nginxMissing(STOCK)).toBeUndefined();
    },
  );

  it("names the missing module when a file merely mentions brotli (the filter alone)", () => {
    const etc = etcWith({
      "50-mod-http-brotli-filter.conf": "# libnginx-mod-http-brotli-filter\n",
    });
    const missing = nginxMissing(etc);
    expect(missing).toContain('unknown directive "brotli_static"');
    expect(missing).toContain(
      `falta el módulo ngx_http_brotli_static_module: apt-get install -y ${BROTLI_STATIC_PACKAGE}`,
    );
  });
});
