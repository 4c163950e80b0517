// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { keepFocusInView } from "./focus-in-view";

/** Two buttons whose boxes both reach past the bottom of the viewport. */
function belowTheFold(): HTMLButtonElement[] {
  document.body.innerHTML = "<button>Uno</button><button>Dos</button>";
  const buttons = [...document.querySelectorAll("button")];
  for (const button of buttons) {
    button.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: 0, y: innerHeight - 10, height: 40 });
    button.scrollIntoView = vi.fn();
  }
  return buttons;
}

describe("keepFocusInView", () => {
  let frames: FrameRequestCallback[] = [];
  const runFrames = () => frames.splice(0).forEach((frame) => frame(0));
  beforeAll(() => keepFocusInView([])); // once: it listens on the document
  beforeEach(() => {
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => frames.push(frame));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("scrolls a focused element that is cut by the viewport whole into view", () => {
    const [first] = belowTheFold();
    first?.focus();
    runFrames();
    expect(first?.scrollIntoView).toHaveBeenCalledWith({ block: "nearest", behavior: "instant" });
  });

  it("leaves an element alone once focus has moved on within the frame", () => {
    const [first, second] = belowTheFold();
    first?.focus();
    second?.focus();
    runFrames();
    expect(first?.scrollIntoView).not.toHaveBeenCalled();
    expect(second?.scrollIntoView).toHaveBeenCalledOnce();
  });

  it("counts the focus ring: a box that ends where a cover starts still has its ring under it", () => {
    document.body.innerHTML = `<button style="outline: 2px solid; outline-offset: 2px">Uno</button>
      <div id="cover"></div>`;
    const button = document.querySelector("button") as HTMLButtonElement;
    const cover = document.getElementById("cover") as HTMLElement;
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 100, height: 40 });
    cover.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 140, width: 100, height: 40 });
    cover.checkVisibility = () => true;
    button.scrollIntoView = vi.fn();
    // A second listener, with this cover; the first (no covers) sees nothing to fix.
    keepFocusInView([cover]);
    button.focus();
    runFrames();
    expect(button.scrollIntoView).toHaveBeenCalledOnce();
  });
});
