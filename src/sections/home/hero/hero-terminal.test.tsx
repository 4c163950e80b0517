// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { heroTerminal } from "~/content/hero";
import { HeroTerminal } from "./hero-terminal";

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    media: query,
    matches: reduce && query === "(prefers-reduced-motion: reduce)",
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const active = () => document.querySelector("[data-active]")?.textContent;
const terminal = () => screen.getByRole("img", { name: heroTerminal.label });

describe("HeroTerminal", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("starts manual on the first task at 65 %, then automates after 3 s and walks the tasks", () => {
    stubReducedMotion(false);
    render(<HeroTerminal copy={heroTerminal} />);
    expect(terminal()).toHaveTextContent(`${heroTerminal.efficiencyKey}: 65 %`);
    expect(terminal()).not.toHaveTextContent(heroTerminal.automated);
    expect(active()).toContain(heroTerminal.tasks[0]);

    act(() => vi.advanceTimersByTime(3000));
    expect(terminal()).toHaveTextContent(heroTerminal.automated);
    expect(active()).toContain(heroTerminal.tasks[1]);
    expect(terminal()).toHaveTextContent(`${heroTerminal.efficiencyKey}: 72 %`);

    act(() => vi.advanceTimersByTime(4 * 3000));
    expect(active()).toContain(heroTerminal.tasks[5]);
    expect(terminal()).toHaveTextContent(`${heroTerminal.efficiencyKey}: 100 %`);
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toContain(heroTerminal.tasks[0]);
    expect(terminal()).toHaveTextContent(`${heroTerminal.efficiencyKey}: 65 %`);
  });

  it("stops where it is when paused, announces it, and walks on once resumed", () => {
    stubReducedMotion(false);
    render(<HeroTerminal copy={heroTerminal} />);
    const { pauseLabel, resumeLabel, pausedStatus, playingStatus } = heroTerminal.pause;
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(2 * 3000));
    expect(active()).toContain(heroTerminal.tasks[2]);

    fireEvent.click(screen.getByRole("button", { name: pauseLabel }));
    expect(screen.getByRole("status")).toHaveTextContent(pausedStatus);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(30_000));
    expect(active()).toContain(heroTerminal.tasks[2]);

    fireEvent.click(screen.getByRole("button", { name: resumeLabel }));
    expect(screen.getByRole("status")).toHaveTextContent(playingStatus);
    act(() => vi.advanceTimersByTime(3000));
    expect(active()).toContain(heroTerminal.tasks[3]);
  });

  it("paused before 3 s, stays manual until resumed", () => {
    stubReducedMotion(false);
    render(<HeroTerminal copy={heroTerminal} />);
    fireEvent.click(screen.getByRole("button", { name: heroTerminal.pause.pauseLabel }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(terminal()).not.toHaveTextContent(heroTerminal.automated);
    fireEvent.click(screen.getByRole("button", { name: heroTerminal.pause.resumeLabel }));
    act(() => vi.advanceTimersByTime(3000));
    expect(terminal()).toHaveTextContent(heroTerminal.automated);
  });

  it("under reduced motion is automated at once and keeps the highlight still", () => {
    stubReducedMotion(true);
    render(<HeroTerminal copy={heroTerminal} />);
    expect(terminal()).toHaveTextContent(heroTerminal.automated);
    act(() => vi.advanceTimersByTime(30_000));
    expect(active()).toContain(heroTerminal.tasks[0]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
