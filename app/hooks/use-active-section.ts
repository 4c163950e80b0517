import { useCallback, useSyncExternalStore } from "react";
import { findActiveSection } from "~/lib/scroll";

function subscribe(onChange: () => void): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      onChange();
    });
  };
  const events = ["scroll", "resize", "load"] as const;
  for (const type of events) window.addEventListener(type, schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    for (const type of events) window.removeEventListener(type, schedule);
  };
}

/**
 * Which of the page's sections is in view (docs/requirements.md, "Header and navigation"), recomputed on
 * scroll, resize and load. `initial` is what the prerendered HTML shows: the top of the page.
 */
export function useActiveSection<Id extends string>(
  ids: readonly Id[],
  initial: Id | undefined,
): Id | undefined {
  const read = useCallback(() => {
    const sections = ids.map((id) => {
      const element = document.getElementById(id);
      return { id, top: element ? element.getBoundingClientRect().top + window.scrollY : null };
    });
    return findActiveSection(sections, window.scrollY);
  }, [ids]);
  return useSyncExternalStore(subscribe, read, () => initial);
}
