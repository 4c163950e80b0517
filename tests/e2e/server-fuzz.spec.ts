/**
 * A few hundred malformed and unusual requests over raw sockets (paths, encodings, methods,
 * ranges, conditional headers, very long lines, broken HTTP): each must get a sensible status,
 * never a 500, and the site must still answer afterwards. Runs against `npm start` and nginx.
 */
import { expect, test } from "@playwright/test";
import { nginxMissing } from "../../scripts/nginx-site.ts";
import { scaled } from "../time-scale";
import { raw, request } from "./raw-http";
import { CASES, get, type Fuzz } from "./server-fuzz-cases";

/** Requests in flight at once: enough to be quick, few enough for a shared 2-core machine. */
const CONCURRENCY = 8;

test.beforeEach(({}, testInfo) => {
  const missing = testInfo.project.name === "nginx" ? nginxMissing() : undefined;
  test.skip(Boolean(missing), missing);
});

for (const [name, bytes] of [
  ["GET //", get("//")],
  ["GET /\\", get("/\\")],
  ["Range: bytes=50-10", get("/", ["Range: bytes=50-10"])],
] as const) {
  test(name, async ({ baseURL }) => {
    expect([200, 301, 404, 416]).toContain(await raw(baseURL, bytes));
    expect((await request(baseURL, { path: "/" })).status).toBe(200);
  });
}

test(`${CASES.length} malformed and unusual requests each get a sensible status`, async ({
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  const results: [Fuzz, number][] = [];
  for (let i = 0; i < CASES.length; i += CONCURRENCY) {
    const batch = CASES.slice(i, i + CONCURRENCY);
    const statuses = await Promise.all(batch.map((fuzz) => raw(baseURL, fuzz.bytes)));
    batch.forEach((fuzz, j) => results.push([fuzz, statuses[j] ?? 0]));
  }
  console.log(`${results.length} requests sent`);
  for (const [fuzz, status] of results) expect.soft(fuzz.allowed, fuzz.name).toContain(status);
  expect((await request(baseURL, { path: "/" })).status).toBe(200);
});
