// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearProductCookies, cookieDomains } from "./google-cookies";

/** jsdom's own handle, to serve the page from a real-looking host with parent domains. */
const dom = (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } })
  .jsdom;
const names = () =>
  document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim())
    .filter(Boolean)
    .sort();

beforeEach(() => dom.reconfigure({ url: "https://www.example.com.co/" }));
afterEach(() => {
  for (const name of names())
    clearProductCookies(name?.startsWith("_gcl") ? "advertising" : "analytics");
  dom.reconfigure({ url: "http://localhost:3000/" });
});

describe("clearProductCookies", () => {
  it("lists the host and each parent domain", () => {
    expect(cookieDomains("www.example.com.co")).toEqual([
      "www.example.com.co",
      "example.com.co",
      "com.co",
      "co",
    ]);
  });

  it("removes the product's cookies, host-only or on a parent domain, and nothing else", () => {
    document.cookie = "_ga=GA1.1.1; path=/; domain=example.com.co";
    document.cookie = "_ga_TEST1234=GS1.1; path=/; domain=.example.com.co";
    document.cookie = "_gcl_au=1.1.1; path=/; domain=example.com.co";
    document.cookie = "_gcl_aw=GCL.1; path=/";
    document.cookie = "preferencia=1; path=/";
    clearProductCookies("analytics");
    expect(names()).toEqual(["_gcl_au", "_gcl_aw", "preferencia"]);
    clearProductCookies("advertising");
    expect(names()).toEqual(["preferencia"]);
    document.cookie = "preferencia=; Max-Age=0; path=/";
  });
});
