// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarqueeToggleIsland } from "~/components/ui/marquee-toggle";
import { DashboardCountersIsland } from "~/sections/home/about/dashboard-counters-island";
import { defineIsland } from "./define-island";
import { Island } from "./island";
import { islandLoaderMap, islandLoaders } from "./registry";

const toggleProps = {
  pauseLabel: "Pausar",
  resumeLabel: "Reanudar",
  pausedStatus: "En pausa",
  playingStatus: "En movimiento",
};

describe("islands are declared once", () => {
  it("writes the declared name into the markup, with the props", () => {
    const { container } = render(<Island component={MarqueeToggleIsland} props={toggleProps} />);
    const wrapper = container.querySelector("[data-island]");
    expect(wrapper).toHaveAttribute("data-island", "MarqueeToggle");
    expect(JSON.parse(wrapper?.getAttribute("data-props") ?? "")).toEqual(toggleProps);
  });

  it("loads, for every name, the component declared with that name", async () => {
    for (const [name, load] of Object.entries(islandLoaders)) {
      expect((await load()).islandName).toBe(name);
    }
  });

  it("refuses, at type-check time, a mismatched name, loader or component", () => {
    // Each line below must fail `npm run typecheck`; if one compiles, @ts-expect-error fails it.
    islandLoaderMap({
      // @ts-expect-error a loader must load the island declared under its own key
      HeroTerminal: () => Promise.resolve(DashboardCountersIsland),
    });
    const PlainComponent = () => null;
    // @ts-expect-error only a component declared with defineIsland can be an island
    render(<Island component={PlainComponent} props={{}} />);
    const Unregistered = defineIsland("Unregistered", () => null);
    // @ts-expect-error an island must be in the registry to be hydrated
    render(<Island component={Unregistered} props={{}} />);
    // A registered name declared on another component.
    const Impostor = defineIsland("HeroTerminal", ({ items }: { items: string[] }) => items.length);
    // @ts-expect-error the component must be the one the registry loads under that name
    render(<Island component={Impostor} props={{ items: [] }} />);
    // @ts-expect-error the props are the component's own
    render(<Island component={MarqueeToggleIsland} props={{}} />);
  });
});
