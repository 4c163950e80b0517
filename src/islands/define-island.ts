import type { ComponentType } from "react";

/**
 * An island component: a React component that carries its registry name. `<Island>` writes that
 * name into the markup and src/islands/registry.ts type-checks each loader against it, so the
 * name, the component and the loader are one declaration and can never disagree.
 * By convention only such components end in `…Island`.
 */
export type IslandComponent<N extends string, P extends object> = ComponentType<P> & {
  readonly islandName: N;
};

export function defineIsland<N extends string, P extends object>(
  name: N,
  component: ComponentType<P>,
): IslandComponent<N, P> {
  return Object.assign(component, { islandName: name });
}
