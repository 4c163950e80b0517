import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOGO_MAX_BYTES, logoProblems } from "./logo-check.ts";

const FILE = "company/logo.svg";
const svg = (inner: string, root = 'viewBox="0 0 10 10"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${root}>${inner}</svg>`;
const problems = (text: string) => logoProblems(text, FILE);

describe("the company's logo", () => {
  it("passes the example's and the second company's marks", () => {
    for (const file of [
      "src/content/example-company/logo.svg",
      "tests/fixtures/second-company/logo.svg",
    ])
      expect(logoProblems(readFileSync(file, "utf8"), file)).toEqual([]);
  });

  it.each([
    ["<svg><g></svg>", "no es un SVG bien formado"],
    ["un logo", "no es un SVG bien formado"],
    [svg("<rect width='1' height='1'/>", ""), "no tiene viewBox"],
    [svg("<script>alert(1)</script>"), "contiene <script>"],
    [svg("<foreignObject><p>x</p></foreignObject>"), "contiene <foreignObject>"],
    [svg("<rect width='1' height='1' onclick='x()'/>"), "atributo de evento"],
    [
      svg("<image href='https://cdn.example/logo.png' width='1' height='1'/>"),
      "enlaza otro archivo",
    ],
    [svg("<use href='other.svg#a'/>"), "enlaza otro archivo"],
    [svg("<rect width='1' height='1' fill='url(https://x.test/p)'/>"), "usa url(…)"],
    [svg(`<desc>${"x".repeat(LOGO_MAX_BYTES)}</desc>`), `más de ${LOGO_MAX_BYTES}`],
  ])("refuses %j, naming the file", (text, message) => {
    expect(problems(text)).toContainEqual(
      expect.stringMatching(new RegExp(`^ {2}- ${FILE}: .*${message.replace(/[()…<>]/g, ".")}`)),
    );
  });

  it("accepts internal references and gradients", () => {
    const gradient =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use href="#g"/>';
    expect(problems(svg(gradient))).toEqual([]);
  });
});
