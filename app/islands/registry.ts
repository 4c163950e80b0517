import type { ComponentType } from "react";

/**
 * Every interactive island and how the browser loads its code. Each loader is its own chunk,
 * so a page only downloads the islands it renders. Islands receive JSON props only and must not
 * use router hooks (they hydrate outside the router).
 */
export const islandLoaders = {
  HeroTerminal: () =>
    import("~/sections/home/hero/hero-terminal").then((m) => m.HeroTerminalIsland),
  DashboardCounters: () =>
    import("~/sections/home/about/dashboard-counters-island").then(
      (m) => m.DashboardCountersIsland,
    ),
  MarqueeToggle: () => import("~/components/ui/marquee-toggle").then((m) => m.MarqueeToggle),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
