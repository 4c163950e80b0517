// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useInView } from "./use-in-view";

type Callback = (entries: Pick<IntersectionObserverEntry, "isIntersecting">[]) => void;

let observers: { callback: Callback; threshold: unknown; disconnect: () => void }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      disconnect = vi.fn();
      constructor(callback: Callback, options: IntersectionObserverInit) {
        observers.push({ callback, threshold: options.threshold, disconnect: this.disconnect });
      }
      observe() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function theObserver() {
  const [observer] = observers;
  if (!observer) throw new Error("no IntersectionObserver was created");
  return observer;
}

describe("useInView", () => {
  const ref = { current: document.createElement("div") };

  it("turns true once the element is in view, then stops observing", () => {
    const { result } = renderHook(() => useInView(ref, 0.5));
    expect(result.current).toBe(false);
    expect(theObserver().threshold).toBe(0.5);
    act(() => theObserver().callback([{ isIntersecting: false }]));
    expect(result.current).toBe(false);
    act(() => theObserver().callback([{ isIntersecting: true }]));
    expect(result.current).toBe(true);
    expect(theObserver().disconnect).toHaveBeenCalled();
  });

  it("observes nothing while disabled", () => {
    const { result } = renderHook(() => useInView(ref, 0.5, false));
    expect(observers).toHaveLength(0);
    expect(result.current).toBe(false);
  });
});
