import { ARRIVING_ATTRIBUTE } from "./page-hooks";

/**
 * Readies `section` so the jump a link is about to make lands focus on its heading, as the skip
 * link lands it on the main content. Browsers focus a jump's target when it is focusable, each
 * at its own moment (Chromium within the click, Firefox a task later, after blurring whatever
 * script focused in between): so the section is made focusable from script (tabindex -1) and,
 * when the jump focuses it, hands focus to its heading, which a screen reader then reads, and
 * stops being focusable again.
 */
export function focusHeadingOnArrival(section: HTMLElement): void {
  const labelledBy = section.getAttribute("aria-labelledby");
  const heading = labelledBy ? document.getElementById(labelledBy) : null;
  if (!heading || section.hasAttribute("tabindex")) return;
  section.setAttribute("tabindex", "-1");
  section.addEventListener(
    "focus",
    () => {
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.setAttribute(ARRIVING_ATTRIBUTE, "");
      heading.focus({ preventScroll: true });
      heading.removeAttribute(ARRIVING_ATTRIBUTE);
      section.removeAttribute("tabindex");
    },
    { once: true },
  );
}
