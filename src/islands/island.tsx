import type { ComponentType } from "react";
import type { IslandComponent } from "./define-island";
import type { IslandName, RegisteredIsland } from "./registry";

type IslandProps<N extends IslandName, P extends object> = {
  /**
   * Declared with defineIsland: its name tells the browser which loader hydrates this markup, and
   * it must be the component that loader loads, not another one declared under the same name.
   */
  component: IslandComponent<N, P> & RegisteredIsland<N>;
  props: P;
  /**
   * "idle": once the page has settled (this loads React on every page that has one);
   * "visible": when it nears the viewport (no React until then). Prefer "visible".
   */
  when?: "idle" | "visible";
};

/**
 * Prerenders an interactive component and marks it for hydration. The wrapper takes no box
 * (display: contents), so layout is exactly that of the component alone.
 */
export function Island<N extends IslandName, P extends object>({
  component: Component,
  props,
  when = "idle",
}: IslandProps<N, P>) {
  const Render: ComponentType<P> = Component;
  return (
    <div
      data-island={Component.islandName}
      data-props={Object.keys(props).length ? JSON.stringify(props) : undefined}
      data-when={when}
      className="contents"
    >
      <Render {...props} />
    </div>
  );
}
