import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  let frame = 0;
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("load", onChange);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("load", onChange);
  };
}

/** The window's vertical scroll, updated at most once a frame; 0 while prerendering. */
export function useScrollY(): number {
  return useSyncExternalStore(
    subscribe,
    () => Math.round(window.scrollY),
    () => 0,
  );
}
