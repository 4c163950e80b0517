/**
 * nginx with the guide's configuration and TLS on, as docs/deploy.md installs it: a self-signed
 * certificate made here, the generated server blocks on unix sockets (no port to share), and
 * Debian's own nginx and OpenSSL. `openssl s_client` proves Mozilla's intermediate profile is
 * what the server accepts, and the HTTPS responses grade A+ on the HTTP Observatory's scale.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { site as siteConfig } from "../../src/config/site";
import { nginxMissing, startNginx } from "../../scripts/nginx-site.ts";
import { scaled } from "../time-scale";
import { observatoryScore } from "./observatory";

test.describe.configure({ mode: "serial" });

const host = new URL(siteConfig.siteUrl).host;
const dir = mkdtempSync(path.join(os.tmpdir(), "nginx-tls-"));
const tls = {
  socket: path.join(dir, "https.sock"),
  plainSocket: path.join(dir, "http.sock"),
  certificate: path.join(dir, "cert.pem"),
  key: path.join(dir, "key.pem"),
};
/** Not a port: the prefix nginx-site.ts prepares is named by this number only. */
const PREFIX_ID = process.pid;
let nginx: ChildProcess | undefined;

test.beforeAll(async () => {
  const missing = nginxMissing();
  test.skip(Boolean(missing), missing);
  const made = spawnSync("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
    ...["-keyout", tls.key, "-out", tls.certificate, "-subj", `/CN=${host}`],
  ]);
  expect(made.status, made.stderr.toString()).toBe(0);
  nginx = startNginx(PREFIX_ID, { tls });
  await expect
    .poll(() =>
      get(tls.plainSocket, false).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
});

test.afterAll(() => {
  nginx?.kill("SIGQUIT");
  rmSync(dir, { recursive: true, force: true });
});

/** A GET of / over one of the sockets. */
function get(socketPath: string, secure: boolean) {
  const options = { socketPath, path: "/", headers: { Host: host, "Accept-Encoding": "br" } };
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const done = (response: http.IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("latin1"),
          }),
        );
      };
      const request = secure
        ? https.get({ ...options, servername: host, rejectUnauthorized: false }, done)
        : http.get(options, done);
      request.on("error", reject);
    },
  );
}

/** One TLS handshake with these client options: the protocol and suite agreed, if any. */
function handshake(...options: string[]): { protocol?: string; cipher?: string } {
  const result = spawnSync(
    "openssl",
    ["s_client", "-unix", tls.socket, "-servername", host, ...options],
    { input: "", encoding: "utf8", timeout: scaled(10_000) },
  );
  // "New, TLSv1.3, Cipher is …" is printed as soon as the handshake ends; the session block
  // with "Protocol :" only once a TLS 1.3 ticket arrived, which an empty stdin may not wait for.
  const agreed = /^New, (TLSv[\d.]+), Cipher is (\S+)/m.exec(`${result.stdout}${result.stderr}`);
  return agreed && agreed[2] !== "(NONE)" ? { protocol: agreed[1], cipher: agreed[2] } : {};
}

// The client offers everything OpenSSL still has (security level 0), so a refusal is the server's.
const ANY = "DEFAULT:@SECLEVEL=0";

test("TLS 1.0 and 1.1 are refused", () => {
  expect(handshake("-tls1", "-cipher", ANY)).toEqual({});
  expect(handshake("-tls1_1", "-cipher", ANY)).toEqual({});
});

for (const suite of [
  "AES128-GCM-SHA256", // RSA key exchange: no forward secrecy
  "AES256-SHA256", // no forward secrecy, CBC
  "ECDHE-RSA-AES128-SHA", // CBC
  "ECDHE-RSA-AES256-SHA384", // CBC
  "DHE-RSA-AES128-GCM-SHA256", // finite-field DH, which the 6.0 profile drops
]) {
  test(`TLS 1.2 refuses ${suite}`, () => {
    expect(handshake("-tls1_2", "-cipher", `${suite}:@SECLEVEL=0`)).toEqual({});
  });
}

test("an intermediate suite is accepted on TLS 1.2, and TLS 1.3 works", () => {
  expect(handshake("-tls1_2", "-cipher", "ECDHE-RSA-AES128-GCM-SHA256")).toEqual({
    protocol: "TLSv1.2",
    cipher: "ECDHE-RSA-AES128-GCM-SHA256",
  });
  expect(handshake("-tls1_3")).toMatchObject({ protocol: "TLSv1.3" });
});

test("the HTTPS site grades A+ on the HTTP Observatory's scale", async () => {
  const secure = await get(tls.socket, true);
  expect(secure.status).toBe(200);
  const plain = await get(tls.plainSocket, false);
  const scan = observatoryScore({
    https: secure,
    http: { status: plain.status, location: plain.headers.location },
    host,
  });
  console.log(`Observatory: ${scan.grade} (${scan.score})`, scan.outcomes);
  expect(scan.grade).toBe("A+");
  expect(Object.values(scan.outcomes).every((modifier) => modifier >= 0)).toBe(true);
});
