/**
 * Stopping npm stops the server: `npm run serve` (the server `npm start` runs once its build is
 * current) is started as an operator or a container runtime would, and SIGTERM or SIGINT is sent
 * to npm's own PID only. npm runs the script under `sh -c`, which does not pass the signal on,
 * so the server must notice by itself (scripts/serve.ts) and stop answering.
 */
import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { ROOT } from "../../scripts/build-paths.ts";
import { scaled, SERVER_START_MS } from "../time-scale";
import { request } from "./raw-http";

test.describe.configure({ mode: "serial" });

/** Answers while the server runs; 0 once nothing listens. */
const status = (baseURL: string) =>
  request(baseURL, { path: "/" }).then(
    (response) => response.status,
    () => 0,
  );

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`${signal} to npm's PID stops the server it started`, async () => {
    test.setTimeout(scaled(60_000));
    // Port 0: the system picks a free one, which the server prints.
    const npm = spawn("npm", ["run", "serve"], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(() => /localhost:(\d+)/.exec(output)?.[1], { timeout: SERVER_START_MS })
      .toBeTruthy();
    const baseURL = `http://127.0.0.1:${/localhost:(\d+)/.exec(output)?.[1]}`;
    expect(await status(baseURL)).toBe(200);

    npm.kill(signal);
    await expect.poll(() => status(baseURL), { timeout: scaled(10_000) }).toBe(0);
  });
}
