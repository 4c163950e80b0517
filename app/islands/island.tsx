import type { ComponentType } from "react";
import type { IslandName } from "./registry";

type IslandProps<P extends object> = {
  /** Key in `islandLoaders`: the browser hydrates this markup with that component. */
  name: IslandName;
  component: ComponentType<P>;
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
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = "idle",
}: IslandProps<P>) {
  return (
    <div
      data-island={name}
      data-props={Object.keys(props).length ? JSON.stringify(props) : undefined}
      data-when={when}
      className="contents"
    >
      <Component {...props} />
    </div>
  );
}
