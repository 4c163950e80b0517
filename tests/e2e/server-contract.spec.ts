/**
 * Runs the shared expectations (server-contract.ts) against the server of this project: `npm start`
 * in the chromium project, nginx with the generated configuration in the nginx project.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  nginxAcmeDir,
  nginxMissing,
  prepareNginx,
  REDIRECT_HOST,
  testNginx,
} from "../../scripts/nginx-site.ts";
import { expect, test } from "@playwright/test";
import { ROUTES } from "./fixtures";
import { FIRST_FLIGHT_BYTES } from "./first-flight";
import { decoded, origin, rawAll, request, type RawResponse } from "./raw-http";
import { CONTRACT, RAW_CONTRACT, builtFile, site, type Case } from "./server-contract";

test.beforeEach(({}, testInfo) => {
  const missing = testInfo.project.name === "nginx" ? nginxMissing() : undefined;
  test.skip(Boolean(missing), missing);
});

function check(response: RawResponse, expected: Case) {
  const statuses = [expected.status].flat();
  expect(statuses, `status of ${expected.method ?? "GET"} ${expected.path}`).toContain(
    response.status,
  );
  for (const [name, value] of Object.entries(expected.expect ?? {})) {
    const actual = response.headers[name];
    if (value === null) expect(actual, name).toBeUndefined();
    else if (typeof value === "string") expect(actual, name).toBe(value);
    else expect(String(actual), name).toMatch(value);
  }
  if (expected.secure !== false) {
    for (const [name, value] of Object.entries(site.all)) {
      expect(response.headers[name.toLowerCase()], name).toBe(value);
    }
  }
  // A Server header, if any, names no version.
  expect(response.headers.server ?? "", "server").not.toMatch(/\d/);
  const body = expected.body;
  if (!body) return;
  if ("empty" in body) expect(response.body.length).toBe(0);
  if ("bytes" in body) expect(response.body.length).toBe(body.bytes);
  if ("file" in body) expect(decoded(response).equals(readFileSync(body.file))).toBe(true);
  if ("notFound" in body) {
    const title = /<title>([^<]+)<\/title>/.exec(readFileSync(builtFile("/404.html"), "utf8"));
    expect(decoded(response).toString()).toContain(title?.[1] ?? "(no title in 404.html)");
  }
}

for (const expected of CONTRACT) {
  test(expected.name, async ({ baseURL }, testInfo) => {
    test.skip(
      Boolean(expected.only && expected.only !== testInfo.project.name),
      `${expected.only} only`,
    );
    let headers = expected.headers ?? {};
    if (typeof headers === "function") {
      const probe = await request(baseURL, {
        path: expected.path,
        headers: {
          "Accept-Encoding": headers({ etag: "", lastModified: "" })["Accept-Encoding"] ?? "",
        },
      });
      headers = headers({
        etag: String(probe.headers.etag),
        lastModified: String(probe.headers["last-modified"]),
      });
    }
    check(await request(baseURL, { ...expected, headers }), expected);
  });
}

for (const exchange of RAW_CONTRACT) {
  test(exchange.name, async ({ baseURL }) => {
    const { bytes, halfClose } = exchange;
    expect(await rawAll(baseURL, bytes, { halfClose })).toEqual(exchange.statuses);
  });
}

for (const route of ROUTES) {
  test(`${route}: brotli HTML and headers fit in the first round trip`, async ({
    baseURL,
  }, testInfo) => {
    const br = await request(baseURL, { path: route, headers: { "Accept-Encoding": "br" } });
    const gzip = await request(baseURL, { path: route, headers: { "Accept-Encoding": "gzip" } });
    const bytes = (response: RawResponse) => response.headerBytes + response.body.length;
    console.log(
      `${testInfo.project.name} ${route}: brotli ${bytes(br)} B, gzip ${bytes(gzip)} B (body and headers)`,
    );
    expect(br.headers["content-encoding"]).toBe("br");
    expect(bytes(br)).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
  });
}

test("the guide's step is needed: with Debian's default site still enabled, nginx -t fails", ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "nginx", "about the nginx configuration only");
  // A prefix of its own (the next port), only tested, never started.
  const result = testNginx(prepareNginx(origin(baseURL).port + 1, { defaultSite: true }));
  expect(result.ok).toBe(false);
  expect(result.output).toContain("duplicate default server");
});

test("certbot's challenges are answered over plain HTTP; everything else there redirects", async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "nginx", "about the nginx configuration only");
  const challenges = path.join(nginxAcmeDir(origin(baseURL).port), ".well-known", "acme-challenge");
  mkdirSync(challenges, { recursive: true });
  // A token as certbot names it (base64url), with what Let's Encrypt expects back.
  const token = `Prueba_${process.pid}-${Date.now()}`;
  writeFileSync(path.join(challenges, token), `${token}.huella`);
  const at = (target: string) => request(baseURL, { host: REDIRECT_HOST, path: target });
  try {
    const answer = await at(`/.well-known/acme-challenge/${token}`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(`${token}.huella`);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect((await at("/.well-known/acme-challenge/no-existe")).status).toBe(404);
    expect((await at("/.well-known/otra-cosa")).status).toBe(301);
  } finally {
    rmSync(path.join(challenges, token), { force: true });
  }
});
