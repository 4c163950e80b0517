/**
 * `npm run bench:load`: load figures for the Node server (npm start) and nginx with the generated
 * configuration, in the same run, on loopback: requests per second, p99 latency and errors for
 * the home page, a hashed asset and an unknown path (autocannon, BENCH_LOAD_SECONDS each), and
 * the Node server's memory before and after. Timings are noisy: measured here, never asserted.
 * Uses the existing build (builds when there is none).
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { nginxMissing, startNginx } from "../nginx-site.ts";
import { CLIENT_DIR, ROOT } from "../build-paths.ts";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 3);
/** Concurrent connections: a busy moment for a small site, not a stress test. */
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 10);
const NODE_PORT = Number(process.env.BENCH_LOAD_PORT ?? 4801);
const NGINX_PORT = NODE_PORT + 1;
const client = CLIENT_DIR;

if (!existsSync(path.join(client, "404.html"))) {
  execSync("npm run build", { cwd: ROOT, stdio: "inherit" });
}
const css = /href="(\/assets\/[^"]+\.css)"/.exec(
  readFileSync(path.join(client, "index.html"), "utf8"),
)?.[1];
const TARGETS: [string, string][] = [
  ["/", "/"],
  ["hashed CSS", css ?? "/"],
  ["404", "/no-existe"],
];

/** Resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
function rssMb(pid: number | undefined): number {
  const status = pid ? `/proc/${pid}/status` : "";
  if (!status || !existsSync(status)) return NaN;
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(status, "utf8"))?.[1];
  return Number(kb) / 1024;
}

async function answering(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nada responde en el puerto ${port}.`);
}

type Figures = { rps: number; p99: number; errors: number };

async function load(port: number, target: string): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "br, gzip" },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}

const children: ChildProcess[] = [];
try {
  const node = spawn(process.execPath, ["scripts/serve.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(NODE_PORT) },
    stdio: "ignore",
  });
  children.push(node);
  await answering(NODE_PORT);
  const missing = nginxMissing();
  if (!missing) {
    children.push(startNginx(NGINX_PORT));
    await answering(NGINX_PORT);
  }
  const before = rssMb(node.pid);

  const rows: string[] = [];
  for (const [label, target] of TARGETS) {
    const onNode = await load(NODE_PORT, target);
    const onNginx = missing ? undefined : await load(NGINX_PORT, target);
    const cell = (figures: Figures | undefined, key: keyof Figures, digits = 0) =>
      figures ? figures[key].toLocaleString("en-US", { maximumFractionDigits: digits }) : "—";
    rows.push(
      `| ${label} | ${cell(onNode, "rps")} | ${cell(onNginx, "rps")} | ${cell(onNode, "p99", 1)} | ${cell(onNginx, "p99", 1)} | ${cell(onNode, "errors")} / ${cell(onNginx, "errors")} |`,
    );
  }
  const after = rssMb(node.pid);

  console.log(
    `\nLoad (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per row and server, loopback, Accept-Encoding: br, gzip)\n`,
  );
  console.log(
    "| Path | Node req/s | nginx req/s | Node p99 ms | nginx p99 ms | Errors Node / nginx |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) console.log(row);
  console.log(
    `\nNode server memory (RSS): ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after.`,
  );
  // On a shared machine the figures mean little without it.
  const [load1] = os.loadavg();
  console.log(`Load average while measuring: ${load1?.toFixed(1)} (${os.cpus().length} CPUs).`);
  if (missing) console.log(`nginx omitido: ${missing}`);
} finally {
  for (const child of children) child.kill(child === children[0] ? "SIGTERM" : "SIGQUIT");
}
