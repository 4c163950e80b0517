/** The islands runtime: hydrates each prerendered island once its moment comes. */
import { createElement, startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders, isIslandName } from "./registry";
import { VISIBLE_MARGIN } from "./settle";

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? "";
  if (!isIslandName(name)) return;
  const Component = (await islandLoaders[name]()) as unknown as ComponentType<object>;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  startTransition(() => {
    hydrateRoot(element, createElement(Component, props));
  });
}

/** Hydrations run one after another, each in a task of its own, so none adds up to a long task. */
let queue = Promise.resolve();
// A message-channel task rather than setTimeout: not clamped, and not held back by timers.
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
function schedule(element: HTMLElement): void {
  queue = queue.then(nextTask).then(() => hydrate(element));
}

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const island = entry.target.closest<HTMLElement>("[data-island]");
      if (island) schedule(island);
    }
  },
  { rootMargin: VISIBLE_MARGIN },
);

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  // The wrapper has no box of its own, so watch its first child.
  const box = element.firstElementChild;
  if (element.dataset.when === "visible" && box) observer.observe(box);
  else schedule(element);
}
