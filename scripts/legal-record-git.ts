/**
 * What git knows of the record of legal versions, for the messages that tell how to undo a hand
 * edit or a deletion (legal-record-check.ts, legal-record-seals.ts): the command that restores a
 * file, and a file as the last commit has it. A folder outside any repository gets no command.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { shownPath } from "../src/config/legal-versions-file.ts";

/** Runs git in the folder of `target` (or the nearest one that exists); undefined when it fails. */
function git(target: string, ...args: string[]): string | undefined {
  let dir = path.dirname(target);
  while (!existsSync(dir)) dir = path.dirname(dir);
  try {
    return execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: "pipe" }).trimEnd();
  } catch {
    return undefined;
  }
}

/** `target`'s path inside its repository, or undefined outside one. */
function inRepository(target: string): string | undefined {
  const top = git(target, "rev-parse", "--show-toplevel");
  return top === undefined ? undefined : path.relative(top, target);
}

/** The revision that still has `target`: the last commit, or the one before its deletion. */
export function revisionWith(target: string): string | undefined {
  const inRepo = inRepository(target);
  if (inRepo === undefined) return undefined;
  if (git(target, "cat-file", "-e", `HEAD:${inRepo}`) !== undefined) return "HEAD";
  // A pathspec is read from the working folder unless marked as from the top.
  const commit = git(
    target,
    "log",
    "-1",
    "--format=%h",
    "--diff-filter=D",
    "--",
    `:(top)${inRepo}`,
  );
  return commit ? `${commit}^` : undefined;
}

/** The command that restores `target` from git, if git knows it. */
export function gitRestore(target: string): string | undefined {
  const revision = revisionWith(target);
  return revision && `git checkout ${revision} -- ${shownPath(target)}`;
}

/** `target` as the last commit has it, parsed as JSON; undefined when it has none. */
export function committedJson(target: string): unknown {
  const inRepo = inRepository(target);
  const text = inRepo === undefined ? undefined : git(target, "show", `HEAD:${inRepo}`);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
