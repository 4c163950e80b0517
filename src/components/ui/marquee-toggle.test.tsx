// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarqueeToggle } from "./marquee-toggle";

const labels = {
  pauseLabel: "Pausar carrusel",
  resumeLabel: "Reanudar carrusel",
  pausedStatus: "Carrusel en pausa",
  playingStatus: "Carrusel en movimiento",
};

describe("MarqueeToggle", () => {
  it("starts in auto mode, silent, offering to pause", () => {
    render(<MarqueeToggle {...labels} />);
    const button = screen.getByRole("button", { name: "Pausar carrusel" });
    expect(button).toHaveAttribute("data-marquee-state", "auto");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("pauses, then resumes, and announces each state", () => {
    render(<MarqueeToggle {...labels} />);
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button", { name: "Reanudar carrusel" })).toHaveAttribute(
      "data-marquee-state",
      "paused",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Carrusel en pausa");

    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button", { name: "Pausar carrusel" })).toHaveAttribute(
      "data-marquee-state",
      "playing",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Carrusel en movimiento");
  });
});
