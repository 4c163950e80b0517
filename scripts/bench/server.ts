/**
 * Starts the production server (scripts/serve.ts, what npm start runs) for the bench and waits
 * until it answers: every contender, ours and the baseline, is served by this same code.
 */
import { spawn } from "node:child_process";
import { ROOT } from "../build-paths.ts";

export type Served = { origin: string; stop: () => void };

/** serve.ts prints the address it listens on once it is ready (a release's or a preview's line). */
const READY = /(?:Sitio en producción|Vista previa \(no se indexa\)): (http:\/\/localhost:\d+)/;
const START_TIMEOUT_MS = 30_000;

/** Port 0 takes a free one; `env` adds to the bench's environment (e.g. BUILD_LINK). */
export function startServer(port: number, env: Record<string, string> = {}): Promise<Served> {
  const server = spawn(process.execPath, ["scripts/serve.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = () => void server.kill();
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail("it did not answer in time"), START_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      stop();
      reject(new Error(`The bench's server did not start (${reason}):\n${output}`));
    }
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = READY.exec(output)?.[1];
      if (!origin) return;
      clearTimeout(timer);
      resolve({ origin, stop });
    };
    server.stdout.on("data", read);
    server.stderr.on("data", read);
    server.once("exit", (code) => fail(`exit code ${code}`));
  });
}
