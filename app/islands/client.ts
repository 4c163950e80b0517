/** The islands runtime: hydrates each prerendered island once its moment comes. */
import { createElement, startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders, isIslandName } from "./registry";

const VISIBLE_MARGIN = "200px";

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? "";
  if (!isIslandName(name)) return;
  const Component = (await islandLoaders[name]()) as ComponentType<object>;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  startTransition(() => {
    hydrateRoot(element, createElement(Component, props));
  });
}

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const island = entry.target.closest<HTMLElement>("[data-island]");
      if (island) void hydrate(island);
    }
  },
  { rootMargin: VISIBLE_MARGIN },
);

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  // The wrapper has no box of its own, so watch its first child.
  const box = element.firstElementChild;
  if (element.dataset.when === "visible" && box) observer.observe(box);
  else void hydrate(element);
}
