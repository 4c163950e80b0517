/**
 * Every interactive island and how the browser loads its code. Each loader is its own chunk,
 * so a page only downloads the islands it renders. Islands receive JSON props only, each hydrates
 * as a React root of its own (no context reaches it from the page). The type check below holds each key to
 * the name its component was declared with (defineIsland), so a loader cannot load another one.
 */
const loaders = {
  HeroTerminal: () =>
    import("~/sections/home/hero/hero-terminal").then((m) => m.HeroTerminalIsland),
  DashboardCounters: () =>
    import("~/sections/home/about/dashboard-counters-island").then(
      (m) => m.DashboardCountersIsland,
    ),
  MarqueeToggle: () => import("~/components/ui/marquee-toggle").then((m) => m.MarqueeToggleIsland),
};
// Declared first and checked here: passed inline, the check's contextual type would widen each
// loader's result to a bare { islandName }, and RegisteredIsland could not tell components apart.
export const islandLoaders = islandLoaderMap(loaders);

export function islandLoaderMap<
  T extends { [K in keyof T]: () => Promise<{ readonly islandName: K }> },
>(loaders: T): T {
  return loaders;
}

export type IslandName = keyof typeof islandLoaders;

/** The component the registry hydrates under a name. */
export type RegisteredIsland<N extends IslandName> =
  (typeof islandLoaders)[N] extends () => Promise<infer C> ? C : never;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
