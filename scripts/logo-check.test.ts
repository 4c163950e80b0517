import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOGO_MAX_BYTES, logoProblems } from "./logo-check.ts";

const FILE = "company/logo.svg";
const SVG_NS = "http://www.w3.org/2000/svg";
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
    [
      svg(`<svg:script xmlns:svg="${SVG_NS}">alert(document.domain)</svg:script>`),
      "contiene <script>",
    ],
    [
      svg(`<s:foreignObject xmlns:s="${SVG_NS}"><p>x</p></s:foreignObject>`),
      "contiene <foreignObject>",
    ],
    [svg(`<h:script xmlns:h="http://www.w3.org/1999/xhtml">x()</h:script>`), "contiene <script>"],
    [
      svg(`<h:img xmlns:h="http://www.w3.org/1999/xhtml"/>`),
      "contiene <h:img>, que no es un elemento SVG",
    ],
    [svg("<rect width='1' height='1' style='fill:u\\72l(https://evil.example/p)'/>"), "usa url(…)"],
    [svg("<style>rect{fill:u\\72 l(https://evil.example/p)}</style>"), "usa url(…)"],
    [svg("<style>rect{fill:url/**/(https://evil.example/p)}</style>"), "usa url(…)"],
    [
      svg(`<rect width='1' height='1' style='fill:image-set("https://evil.example/p" 1x)'/>`),
      "usa url(…)",
    ],
    [svg("<style>@\\69mport 'https://evil.example/a.css';</style>"), "importa o declara"],
    [`<?xml-stylesheet href="https://evil.example/a.css"?>${svg("")}`, "importa o declara"],
    [
      svg("<a href='https://evil.example'><rect width='1' height='1'/></a>"),
      "contiene <a>, que un logo no usa",
    ],
    [svg("<set attributeName='href' to='javascript:x()'/>"), "contiene <set>, que un logo no usa"],
    [svg("<rect width='1' height='1' ONCLICK='x()'/>"), "atributo de evento"],
    [
      svg("<use xlink:href='javascript:x()' xmlns:xlink='http://www.w3.org/1999/xlink'/>"),
      "enlaza otro archivo",
    ],
    [svg("<rect width='1' height='1' formaction='x'/>"), "tiene el atributo formaction en <rect>"],
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

  it("accepts what editors export: xlink, inline bitmaps, styles, labels and their metadata", () => {
    const exported = `<svg xmlns="${SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 10 10" xml:space="preserve" data-name="Capa 1" aria-label="Logo"><style>.a{fill:url(#g)} /* marca */</style><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata><g inkscape:label="Capa 1"><rect class="a" width="10" height="10" style="stroke:#000;stroke-width:.5"/><use xlink:href="#g"/><image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/></g></svg>`;
    expect(problems(exported)).toEqual([]);
  });
});
