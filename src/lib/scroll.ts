import {
  ACTIVE_SECTION_OFFSET_PX,
  BACK_TO_TOP_PX,
  FLOATING_CHAT_PX,
  SCROLLED_HEADER_PX,
} from "~/config/motion";

export function isHeaderScrolled(scrollY: number): boolean {
  return scrollY > SCROLLED_HEADER_PX;
}

export function isBackToTopVisible(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_PX;
}

/** On a phone, the chat button shows once the first FLOATING_CHAT_PX of scrolling are done. */
export function isFloatingChatVisible(scrollY: number): boolean {
  return scrollY >= FLOATING_CHAT_PX;
}

/**
 * The active section: the last one, in page order, whose top minus the offset is at or above
 * the scroll position. `tops` are document offsets; a missing section (null) is skipped.
 */
export function findActiveSection<Id extends string>(
  sections: readonly { id: Id; top: number | null }[],
  scrollY: number,
  offset: number = ACTIVE_SECTION_OFFSET_PX,
): Id | undefined {
  let active: Id | undefined;
  for (const { id, top } of sections) {
    if (top !== null && top - offset <= scrollY) active = id;
  }
  return active;
}

/** Scrolls to the top, smoothly unless the visitor asked for reduced motion. */
export function scrollToTop(): void {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
}
