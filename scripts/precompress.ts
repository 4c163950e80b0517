/** Writes .br and .gz beside every compressible file so the server never compresses per request. */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesUnder } from "./files.ts";

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
const MIN_BYTES = 512;

export function precompress(dir: string): void {
  for (const file of filesUnder(dir).map((relative) => path.join(dir, relative))) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}
