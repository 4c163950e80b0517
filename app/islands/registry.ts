/**
 * Every interactive island and how the browser loads its code. Each loader is its own chunk,
 * so a page only downloads the islands it renders. Islands receive JSON props only and must not
 * use router hooks (they hydrate outside the router). The type check below holds each key to
 * the name its component was declared with (defineIsland), so a loader cannot load another one.
 */
export const islandLoaders = islandLoaderMap({
  HeroTerminal: () =>
    import("~/sections/home/hero/hero-terminal").then((m) => m.HeroTerminalIsland),
  DashboardCounters: () =>
    import("~/sections/home/about/dashboard-counters-island").then(
      (m) => m.DashboardCountersIsland,
    ),
  MarqueeToggle: () => import("~/components/ui/marquee-toggle").then((m) => m.MarqueeToggleIsland),
});

export function islandLoaderMap<
  T extends { [K in keyof T]: () => Promise<{ readonly islandName: K }> },
>(loaders: T): T {
  return loaders;
}

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
