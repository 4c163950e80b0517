// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LogoMarquee, marqueeDurationMs } from "./logo-marquee";

const items = [
  { id: "react", name: "React", logo: "/assets/react.svg" },
  { id: "nodejs", name: "Node.js", logo: "/assets/node.svg" },
  { id: "power-bi", name: "Power BI", monogram: "BI" },
];
const controls = {
  pauseLabel: "Pausar carrusel",
  resumeLabel: "Reanudar carrusel",
  pausedStatus: "Carrusel en pausa",
  playingStatus: "Carrusel en movimiento",
};

describe("LogoMarquee", () => {
  it("one loop passes one slide per slideMs", () => {
    expect(marqueeDurationMs(20, 5000)).toBe(100_000);
  });

  it("renders the list for assistive technology once, and an inert hidden copy", () => {
    const { container } = render(
      <LogoMarquee items={items} label="Tecnologías" slideMs={5000} controls={controls} />,
    );
    const list = screen.getByRole("list", { name: "Tecnologías" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["React", "Node.js", "BIPower BI"]);
    const lists = container.querySelectorAll("ul");
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute("aria-hidden", "true");
    expect(lists[1]).toHaveAttribute("inert");
    expect(lists[1]?.querySelectorAll("li")).toHaveLength(items.length);
    expect(screen.getAllByRole("listitem")).toHaveLength(items.length);
  });

  it("sets the loop duration and sizes every logo", () => {
    const { container } = render(
      <LogoMarquee items={items} label="Tecnologías" slideMs={5000} controls={controls} />,
    );
    const track = container.querySelector<HTMLElement>(".marquee-track");
    expect(track?.style.getPropertyValue("--marquee-duration")).toBe("15000ms");
    for (const img of container.querySelectorAll("img")) {
      expect(img).toHaveAttribute("width");
      expect(img).toHaveAttribute("height");
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).toHaveAttribute("decoding", "async");
      expect(img).toHaveAttribute("alt", "");
    }
    expect(screen.getByRole("button", { name: "Pausar carrusel" })).toBeInTheDocument();
  });
});
