// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRotatingIndex } from "./use-rotating-index";

describe("useRotatingIndex", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts at 0, moves every 3000 ms through 0-5 and wraps back to 0", () => {
    const { result } = renderHook(() => useRotatingIndex(6, 3000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(0);
    const seen = [];
    for (let step = 0; step < 7; step += 1) {
      act(() => vi.advanceTimersByTime(step === 0 ? 1 : 3000));
      seen.push(result.current);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 0, 1]);
  });

  it("stays put while not running", () => {
    const { result } = renderHook(() => useRotatingIndex(6, 3000, false));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("pauses where it is and, resumed, moves on one step later", () => {
    const { result, rerender } = renderHook(({ running }) => useRotatingIndex(6, 3000, running), {
      initialProps: { running: true },
    });
    act(() => vi.advanceTimersByTime(3000 * 2));
    expect(result.current).toBe(2);
    rerender({ running: false });
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(2);
    rerender({ running: true });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(3);
  });

  it("clears its timer on unmount", () => {
    const { unmount } = renderHook(() => useRotatingIndex(6, 3000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
