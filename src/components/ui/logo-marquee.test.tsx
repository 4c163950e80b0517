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

  it("renders the list once, every slide numbered for its place in the loop", () => {
    const { container } = render(
      <LogoMarquee items={items} label="Tecnologías" slideMs={5000} controls={controls} />,
    );
    const list = screen.getByRole("list", { name: "Tecnologías" });
    const slides = within(list).getAllByRole("listitem");
    expect(slides.map((li) => li.textContent)).toEqual(["React", "Node.js", "BIPower BI"]);
    expect(slides.map((li) => li.style.getPropertyValue("--i"))).toEqual(["0", "1", "2"]);
    expect(container.querySelectorAll("ul")).toHaveLength(1);
    expect(container.querySelectorAll("li")).toHaveLength(items.length);
  });

  it("sets the loop duration and sizes every logo", () => {
    const { container } = render(
      <LogoMarquee items={items} label="Tecnologías" slideMs={5000} controls={controls} />,
    );
    const list = container.querySelector<HTMLElement>(".marquee-list");
    expect(list?.style.getPropertyValue("--marquee-duration")).toBe("15000ms");
    expect(list?.style.getPropertyValue("--marquee-slide")).toBe("5000ms");
    expect(list?.style.getPropertyValue("--marquee-count")).toBe("3");
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
