import { readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { BESIDE_CLIENT, BUILD_DIR } from "../../scripts/build-paths.ts";
import { NGINX_SERVED } from "../../scripts/nginx-conf.ts";
import { cspHash, inlineScripts } from "../../scripts/headers.ts";
import { servedConf } from "../../scripts/nginx-served.ts";
import { ROUTES, expect, scrollToY, test } from "./fixtures";

const readBuild = (file: string) => readFileSync(path.join(BUILD_DIR, file), "utf8");

test("every response carries the security headers; scripts need no unsafe-inline or unsafe-eval", async ({
  request,
}) => {
  for (const route of [...ROUTES, "/no-existe"]) {
    const response = await request.get(route);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).toContain("'self'");
    // Each inline script the page runs is allowed by its hash, and nothing else inline.
    for (const hash of inlineScripts(await response.text()).map(cspHash)) {
      expect(scriptSrc).toContain(hash);
    }
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(scriptSrc).not.toContain("googletagmanager"); // no analytics ID configured
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  }
});

for (const route of [...ROUTES, "/no-existe"]) {
  test(`${route} runs under the CSP without a single violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as { __csp?: string[] }).__csp = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(route);
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y <= height; y += 700) await scrollToY(page, y);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as { __csp?: string[] }).__csp)).toEqual([]);
  });
}

test("the managed-host _headers and the nginx configuration carry the server's exact headers", async ({
  request,
}) => {
  const served = (await request.get("/")).headers();
  const names = [
    "Content-Security-Policy",
    "Strict-Transport-Security",
    "X-Content-Type-Options",
    "Referrer-Policy",
    "Cross-Origin-Opener-Policy",
    "Permissions-Policy",
  ];
  const netlify = readBuild("client/_headers");
  const nginx = readBuild(BESIDE_CLIENT.nginxConf);
  for (const name of names) {
    const value = served[name.toLowerCase()];
    expect(value).toBeTruthy();
    expect(netlify).toContain(`  ${name}: ${value}\n`);
    // nginx takes the policy from the deploy's releases.conf, which switches with the pages.
    if (name === "Content-Security-Policy") {
      expect(nginx).toContain(`add_header ${name} ${NGINX_SERVED.csp} always;`);
      expect(servedConf([realpathSync(BUILD_DIR)])).toContain(`default "${value}";`);
    } else expect(nginx).toContain(`add_header ${name} "${value}" always;`);
  }
  expect(netlify).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  expect(nginx).toContain("error_page 404 /404.html;");
  expect(nginx).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
});
