// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDelayedFlag } from "./use-delayed-flag";

describe("useDelayedFlag", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("turns true after exactly 3000 ms and stays true", () => {
    const { result } = renderHook(() => useDelayedFlag(3000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits while not running and counts from when it starts", () => {
    const { result, rerender } = renderHook(({ running }) => useDelayedFlag(3000, running), {
      initialProps: { running: false },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
    rerender({ running: true });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("clears its timer on unmount", () => {
    const { unmount } = renderHook(() => useDelayedFlag(3000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
