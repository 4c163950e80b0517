import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFER_RENDER_ATTRIBUTE, releaseGradually, releaseWhenNeeded } from "./deferred-render";

const deferredIds = () =>
  [...document.querySelectorAll(`[${DEFER_RENDER_ATTRIBUTE}]`)].map((section) => section.id);

beforeEach(() => {
  document.body.innerHTML = `
    <a id="in-page" href="#b">B</a>
    <a id="other-page" href="/verticelab#contacto">Lab</a>
    <a id="plain" href="/privacy-policy">Privacy</a>
    <section id="a" ${DEFER_RENDER_ATTRIBUTE}></section>
    <section id="b" ${DEFER_RENDER_ATTRIBUTE}><span id="inside">x</span></section>
    <section id="c" ${DEFER_RENDER_ATTRIBUTE}></section>`;
});
afterEach(() => {
  history.replaceState(null, "", "/");
});

describe("releaseWhenNeeded", () => {
  it("keeps the sections deferred on a fresh visit without a fragment", () => {
    releaseWhenNeeded();
    expect(deferredIds()).toEqual(["a", "b", "c"]);
  });

  it("releases every section when the page opens on a fragment", () => {
    history.replaceState(null, "", "/#c");
    releaseWhenNeeded();
    expect(deferredIds()).toEqual([]);
  });

  it("releases every section before an in-page link is followed", () => {
    releaseWhenNeeded();
    const link = document.getElementById("in-page");
    let deferredWhenClickArrived: string[] = [];
    link?.addEventListener("click", (event) => {
      deferredWhenClickArrived = deferredIds();
      event.preventDefault();
    });
    link?.click();
    expect(deferredWhenClickArrived).toEqual([]);
  });

  it("leaves them deferred for links to other pages", () => {
    releaseWhenNeeded();
    for (const id of ["other-page", "plain", "inside"]) {
      document.getElementById(id)?.addEventListener("click", (event) => event.preventDefault());
      document.getElementById(id)?.click();
    }
    expect(deferredIds()).toEqual(["a", "b", "c"]);
  });
});

describe("releaseGradually", () => {
  it("releases one section per idle period, in page order", () => {
    const pending: (() => void)[] = [];
    releaseGradually((callback) => pending.push(callback));
    expect(deferredIds()).toEqual(["b", "c"]);
    pending.shift()?.();
    expect(deferredIds()).toEqual(["c"]);
    pending.shift()?.();
    expect(deferredIds()).toEqual([]);
    pending.shift()?.();
    expect(pending).toEqual([]);
  });
});
