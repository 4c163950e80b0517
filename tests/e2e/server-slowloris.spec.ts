/**
 * Slow clients must not starve normal visitors (docs/deploy.md, "Slow clients"): SLOW
 * connections from another loopback address send a request head byte by byte, never finishing it,
 * and are opened again as soon as the server drops one, as an attacker would, while NORMAL
 * requests, one every STEP_MS, must all be answered. Bounded in count and time; runs
 * against npm start and against nginx with the generated configuration and the guide's
 * nginx.conf edit (scripts/nginx-site.ts).
 */
import net from "node:net";
import { expect, test } from "@playwright/test";
import { nginxMissing } from "../../scripts/nginx-site.ts";
import { scaled } from "../time-scale";
import { origin, request } from "./raw-http";

const SLOW = 2000;
const NORMAL = 40;
const STEP_MS = 150;
/** A byte per slow connection this often: well inside nginx's 10 s client_header_timeout. */
const TRICKLE_MS = 1000;
/** Where the slow clients come from: another address than the visitors (127.0.0.1). */
const ATTACKER = "127.0.0.2";

test.beforeEach(({}, testInfo) => {
  const missing = testInfo.project.name === "nginx" ? nginxMissing() : undefined;
  test.skip(Boolean(missing), missing);
});

/** Keeps `count` slow connections open until stop(); counts how many the server dropped. */
function slowClients(port: number, count: number) {
  const sockets = new Set<net.Socket>();
  let running = true;
  let dropped = 0;
  const open = () => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress: ATTACKER });
    sockets.add(socket);
    socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: "));
    socket.on("error", () => {});
    socket.on("close", () => {
      sockets.delete(socket);
      if (!running) return;
      dropped++;
      setTimeout(open, 10);
    });
  };
  for (let i = 0; i < count; i++) open();
  const trickle = setInterval(() => {
    for (const socket of sockets) if (socket.writable) socket.write("a");
  }, TRICKLE_MS);
  return {
    connected: () => [...sockets].filter((socket) => !socket.connecting).length,
    dropped: () => dropped,
    stop() {
      running = false;
      clearInterval(trickle);
      for (const socket of sockets) socket.destroy();
    },
  };
}

test(`${NORMAL} normal requests are answered while ${SLOW} slow clients hold connections`, async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(scaled(60_000));
  const { port } = origin(baseURL);
  const slow = slowClients(port, SLOW);
  await expect
    .poll(() => slow.connected(), { timeout: scaled(20_000) })
    .toBeGreaterThan(SLOW * 0.9);
  try {
    const latencies: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < NORMAL; i++) {
      const started = performance.now();
      const response = await request(baseURL, { path: "/", host: "127.0.0.1" }).catch(() => null);
      statuses.push(response?.status ?? 0);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, STEP_MS));
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.floor(q * (sorted.length - 1))] ?? NaN);
    const answered = statuses.filter((status) => status === 200).length;
    console.log(
      `${testInfo.project.name}: ${slow.connected()} slow connections open at the end (${slow.dropped()} dropped by the server and reopened), ${answered}/${NORMAL} normal requests answered 200, latency median ${at(0.5)} ms, max ${at(1)} ms`,
    );
    expect(statuses).toEqual(Array.from({ length: NORMAL }, () => 200));
  } finally {
    slow.stop();
  }
});
