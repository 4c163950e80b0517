import { describe, expect, it } from "vitest";
import { candidates, leadingSlashesRedirect, requestPath } from "./request-path.ts";

describe("requestPath", () => {
  it.each([
    ["/", "/"],
    ["//", "/"],
    ["/verticelab?utm=x#top", "/verticelab"],
    ["/verticelab/", "/verticelab/"],
    ["//verticelab//", "/verticelab/"],
    ["/a/../verticelab", "/verticelab"],
    ["/verticelab/.", "/verticelab/"],
    ["/%76erticelab", "/verticelab"],
    ["/a%2F..%2Fverticelab", "/verticelab"],
    ["/\\", "/\\"],
    ["http://example.com/verticelab", "/verticelab"],
  ])("%s is %s", (target, path) => {
    expect(requestPath(target)).toEqual({ path });
  });

  it.each([
    "*",
    "",
    "verticelab",
    "/%zz",
    "/%e0%a4%a",
    "/a%00b",
    "/..",
    "/%2e%2e/etc/passwd",
    "/a/../../b",
  ])("%s is a bad request", (target) => {
    expect(requestPath(target)).toEqual({ status: 400 });
  });
});

describe("candidates", () => {
  it("follows try_files $uri $uri/index.html $uri.html", () => {
    expect(candidates("/")).toEqual(["/index.html"]);
    expect(candidates("/verticelab/")).toEqual(["/verticelab/index.html"]);
    expect(candidates("/verticelab")).toEqual([
      "/verticelab",
      "/verticelab/index.html",
      "/verticelab.html",
    ]);
  });
});

describe("leadingSlashesRedirect", () => {
  it.each([
    ["//", "/"],
    ["//verticelab?a=1", "/verticelab?a=1"],
    ["//\\evil.com", "/evil.com"],
    ["///\\/\\evil.com", "/evil.com"],
    ["//%5Cevil.com", "/%5Cevil.com"],
  ])("%s goes to %s", (target, location) => {
    expect(leadingSlashesRedirect(target)).toBe(location);
  });

  it.each(["/", "/verticelab", "/\\evil.com", "/\\/evil.com"])("%s is not redirected", (target) => {
    expect(leadingSlashesRedirect(target)).toBeUndefined();
  });
});
