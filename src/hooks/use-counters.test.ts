// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { counterValuesAt, ticksToCaps, useCounters, type CounterSpec } from "./use-counters";

/** The dashboard of docs/requirements.md, "Dashboard counters": tasks, projects, commits, uptime. */
const DASHBOARD: readonly CounterSpec[] = [
  { cap: 247, step: 3, decimals: 0 },
  { cap: 12, step: 1, decimals: 0 },
  { cap: 1850, step: 25, decimals: 0 },
  { cap: 99.8, step: 0.1, decimals: 1 },
];

describe("counterValuesAt", () => {
  it("rises by each counter's step per tick", () => {
    expect(counterValuesAt(DASHBOARD, 0)).toEqual([0, 0, 0, 0]);
    expect(counterValuesAt(DASHBOARD, 1)).toEqual([3, 1, 25, 0.1]);
    expect(counterValuesAt(DASHBOARD, 3)).toEqual([9, 3, 75, 0.3]);
    expect(counterValuesAt(DASHBOARD, 12)).toEqual([36, 12, 300, 1.2]);
  });

  it("holds each counter at its cap", () => {
    expect(counterValuesAt(DASHBOARD, 13)[1]).toBe(12);
    expect(counterValuesAt(DASHBOARD, 82)[0]).toBe(246);
    expect(counterValuesAt(DASHBOARD, 83)[0]).toBe(247);
    expect(counterValuesAt(DASHBOARD, 74)[2]).toBe(1850);
    expect(counterValuesAt(DASHBOARD, 5000)).toEqual([247, 12, 1850, 99.8]);
  });

  it("keeps uptime at one decimal on every tick and ends at exactly 99.8", () => {
    for (let tick = 0; tick <= ticksToCaps(DASHBOARD); tick += 1) {
      expect(String(counterValuesAt(DASHBOARD, tick)[3])).toMatch(/^\d+(\.\d)?$/);
    }
    expect(counterValuesAt(DASHBOARD, 998)[3]).toBe(99.8);
    expect(counterValuesAt(DASHBOARD, 997)[3]).toBe(99.7);
  });

  it("knows when the slowest counter is done", () => {
    expect(ticksToCaps(DASHBOARD)).toBe(998);
    expect(ticksToCaps(DASHBOARD.slice(0, 3))).toBe(83);
  });
});

describe("useCounters", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the caps until it runs (the prerendered figures)", () => {
    const { result } = renderHook(() => useCounters(DASHBOARD, false, 150));
    expect(result.current).toEqual([247, 12, 1850, 99.8]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toEqual([247, 12, 1850, 99.8]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("restarts from 0 when it runs and rises every 150 ms", () => {
    const { result, rerender } = renderHook(({ running }) => useCounters(DASHBOARD, running, 150), {
      initialProps: { running: false },
    });
    rerender({ running: true });
    expect(result.current).toEqual([0, 0, 0, 0]);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toEqual([0, 0, 0, 0]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([3, 1, 25, 0.1]);
    act(() => vi.advanceTimersByTime(150 * 11));
    expect(result.current).toEqual([36, 12, 300, 1.2]);
  });

  it("stops at the caps and clears its timer", () => {
    const { result } = renderHook(() => useCounters(DASHBOARD, true, 150));
    act(() => vi.advanceTimersByTime(150 * 83));
    expect(result.current.slice(0, 3)).toEqual([247, 12, 1850]);
    act(() => vi.advanceTimersByTime(150 * (998 - 83)));
    expect(result.current).toEqual([247, 12, 1850, 99.8]);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toEqual([247, 12, 1850, 99.8]);
  });

  it("holds its values while paused and goes on from them when resumed", () => {
    const { result, rerender } = renderHook(
      ({ paused }) => useCounters(DASHBOARD, true, 150, paused),
      { initialProps: { paused: false } },
    );
    act(() => vi.advanceTimersByTime(150 * 4));
    expect(result.current).toEqual([12, 4, 100, 0.4]);
    rerender({ paused: true });
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toEqual([12, 4, 100, 0.4]);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toEqual([12, 4, 100, 0.4]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([15, 5, 125, 0.5]);
    act(() => vi.advanceTimersByTime(150 * 993));
    expect(result.current).toEqual([247, 12, 1850, 99.8]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("paused before its first tick, shows the caps and starts nothing", () => {
    const { result } = renderHook(() => useCounters(DASHBOARD, true, 150, true));
    expect(result.current).toEqual([247, 12, 1850, 99.8]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toEqual([247, 12, 1850, 99.8]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its timer on unmount", () => {
    const { unmount } = renderHook(() => useCounters(DASHBOARD, true, 150));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
