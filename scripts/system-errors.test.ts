// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeWhole } from "./nginx-served.ts";
import { describeFailure } from "./system-errors.ts";

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("a full disk during a deploy", () => {
  // /dev/full answers every write with ENOSPC, as a full disk does.
  it.skipIf(!existsSync("/dev/full"))(
    "writing releases.conf says so in plain words and leaves no half-written file",
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "full-disk-"));
      made.push(dir);
      const file = path.join(dir, "releases.conf");
      writeFileSync(file, "anterior");
      // The temporary name writeWhole writes first, pointed at the full "disk".
      symlinkSync("/dev/full", `${file}.${process.pid}`);
      expect(() => writeWhole(file, "nuevo")).toThrow(
        `no se pudo escribir ${file}: no queda espacio en el disco (ENOSPC`,
      );
      expect(readdirSync(dir)).toEqual(["releases.conf"]);
    },
  );

  it("other failures keep their own message", () => {
    expect(describeFailure(new Error("otra cosa"))).toBe("otra cosa");
    const denied = Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
    expect(describeFailure(denied)).toBe(
      "falta permiso (publica como root) (EACCES: permission denied)",
    );
  });
});
