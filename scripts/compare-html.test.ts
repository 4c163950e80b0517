// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compareSites } from "./compare-html.ts";
import { comparePages } from "./compare-html/compare.ts";
import { routeOf } from "./compare-html/pages.ts";

const organization = { "@context": "https://schema.org", "@type": "Organization", name: "Acme" };

/** A page as React Router's prerender writes it: its islands runtime, Vite's asset names. */
function reactRouterPage({ heading = "Servicios", label = "Principal", name = "Acme" } = {}) {
  return `<!DOCTYPE html><html lang="es-CO"><head><meta charSet="utf-8"/><title>Inicio</title>
<link rel="stylesheet" href="/assets/root-DJ5VZYu8.css"/>
<link rel="modulepreload" href="/assets/client-Ab12Cd34.js"/>
<script type="application/ld+json">${JSON.stringify({ ...organization, name })}</script>
</head><body><header data-scrolled="false"><nav aria-label="${label}"><a href="#inicio">Inicio</a></nav></header>
<main id="contenido"><h2 id="servicios">${heading}</h2>
<div data-island="Counter" data-when="visible" data-props="{}" class="contents"><p class="b a">Uno<!-- --> dos</p></div>
<img src="/assets/logo-hPIJVm3h.svg" alt="Logo"/></main>
<script>window.__boot()</script></body></html>`;
}

/** The same page as Astro writes it: islands in wrappers, other asset names, other order. */
const astroPage = `<!DOCTYPE html><html lang="es-CO"><head>
  <meta charset="utf-8">
  <title>Inicio</title>
  <style>astro-island,astro-slot,astro-static-slot{display:contents}</style>
  <link rel="stylesheet" href="/_astro/index.BkHx3Fs_.css">
  <script type="application/ld+json">
    {"name": "Acme", "@type": "Organization", "@context": "https://schema.org"}
  </script>
  <script type="module" src="/_astro/page.C0ffee12.js"></script>
</head><body>
  <header data-scrolled="false" data-astro-cid-x1y2z3><nav aria-label="Principal"><a href="#inicio">Inicio</a></nav></header>
  <main id="contenido"><h2 id="servicios">Servicios</h2>
    <astro-island uid="Z1" component-url="/_astro/counter.D4a5b6c7.js" props="{}" client="visible">
      <astro-slot><p class="a  b">Uno dos</p></astro-slot>
    </astro-island>
    <img alt="Logo" src="/_astro/logo.Qx9Yz8Wv.svg"></main>
</body></html>`;

const changedCategories = (before: string, after: string) =>
  comparePages(before, after).map(({ category }) => category);

describe("comparePages", () => {
  it("ignores island wrappers, scripts, asset names, attribute order and whitespace", () => {
    expect(comparePages(reactRouterPage(), astroPage)).toEqual([]);
  });

  it("catches a changed text, link, heading, ARIA attribute and JSON-LD value", () => {
    const before = reactRouterPage();
    expect(changedCategories(before, before.replace("Uno", "Una"))).toEqual(["text", "tree"]);
    expect(changedCategories(before, before.replace('href="#inicio"', 'href="/"'))).toEqual([
      "links",
      "tree",
    ]);
    const heading = reactRouterPage({ heading: "Lo que hacemos" });
    expect(changedCategories(before, heading)).toEqual(["text", "headings", "tree"]);
    const aria = reactRouterPage({ label: "Menú" });
    expect(changedCategories(before, aria)).toEqual(["landmarks", "aria", "tree"]);
    const data = reactRouterPage({ name: "Acme S.A.S." });
    expect(changedCategories(before, data)).toEqual(["data", "tree"]);
  });

  it("reports the changed line with its neighbours", () => {
    const [headings] = comparePages(
      reactRouterPage(),
      reactRouterPage({ heading: "Lo que hacemos" }),
    ).filter(({ category }) => category === "headings");
    expect(headings?.semantic).toBe(true);
    expect(headings?.hunks.join("\n")).toContain("- h2 Servicios\n+ h2 Lo que hacemos");
  });

  it("reports a difference only in the remaining tree apart, as not semantic", () => {
    const diffs = comparePages(
      reactRouterPage(),
      reactRouterPage().replace('class="b a"', 'class="b a c"'),
    );
    expect(diffs.map(({ category, semantic }) => [category, semantic])).toEqual([["tree", false]]);
  });
});

describe("routes", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("maps both build layouts to the same route", () => {
    expect(
      ["index.html", "verticelab/index.html", "verticelab.html", "404.html"].map(routeOf),
    ).toEqual(["/", "/verticelab", "/verticelab", "/404"]);
  });

  it("pairs pages across layouts and names a page missing from one build", () => {
    root = mkdtempSync(path.join(os.tmpdir(), "compare-html-"));
    const write = (file: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), reactRouterPage());
    };
    ["before/index.html", "before/lab/index.html", "before/legal/index.html"].forEach(write);
    ["after/index.html", "after/lab.html"].forEach(write);
    const results = compareSites(path.join(root, "before"), path.join(root, "after"));
    expect(results).toEqual([
      { route: "/", note: "index.html", diffs: [] },
      { route: "/lab", note: "lab/index.html → lab.html", diffs: [] },
      { route: "/legal", note: "only in before (legal/index.html)", diffs: [] },
    ]);
  });
});
