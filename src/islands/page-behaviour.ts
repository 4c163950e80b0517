/**
 * The first screen's behaviour (docs/requirements.md, "Header and navigation"), the first thing
 * the page boot (page-boot.ts) starts: no React. The markup is prerendered by
 * SiteHeader, MobileMenu and FloatingActions; this only flips attributes the CSS reads:
 * - `data-scrolled` on the header while the scroll is past SCROLLED_HEADER_PX;
 * - `data-visible` on the back-to-top button past BACK_TO_TOP_PX, and its click; on the chat
 *   button past FLOATING_CHAT_PX (on a phone it waits for that first scroll);
 * - `aria-current="location"` on the nav links of the active section, recomputed on scroll,
 *   resize and load;
 * - the mobile menu (an HTML popover, which opens and closes without this): it closes when an
 *   item is chosen or focus leaves it, its toggle's aria-expanded follows it, and focus returns
 *   to the toggle, except after a section is chosen: focus moves to that section's heading, so a
 *   screen reader says where the visitor landed and the next Tab goes on from there;
 * - the consent bar, where a Google tag has one, shown before the first paint when no choice is
 *   stored (consent-first-paint.ts).
 */
import { HOME_SECTION_IDS } from "~/content/sections";
import {
  findActiveSection,
  isBackToTopVisible,
  isFloatingChatVisible,
  isHeaderScrolled,
  scrollToTop,
} from "~/lib/scroll";
import {
  BACK_TO_TOP_ATTRIBUTE,
  FLOATING_CHAT_CLASS,
  MENU_ID,
  SCROLL_HEADER_ATTRIBUTE,
} from "./page-hooks";
import { showPendingConsent } from "./consent-first-paint";
import { focusHeadingOnArrival } from "./section-focus";

function setAttribute(element: Element | null, name: string, value: string | null): void {
  if (!element || element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

function activeSection(): string | undefined {
  const sections = HOME_SECTION_IDS.map((id) => {
    const element = document.getElementById(id);
    return { id, top: element ? element.getBoundingClientRect().top + window.scrollY : null };
  });
  return findActiveSection(sections, window.scrollY);
}

function update(header: Element | null, backToTop: Element | null, chat: Element | null): void {
  const y = window.scrollY;
  setAttribute(header, "data-scrolled", String(isHeaderScrolled(y)));
  setAttribute(backToTop, "data-visible", String(isBackToTopVisible(y)));
  setAttribute(chat, "data-visible", String(isFloatingChatVisible(y)));
  if (!header) return;
  const active = activeSection();
  for (const link of header.querySelectorAll("nav a[href^='#']")) {
    const current = active !== undefined && link.getAttribute("href") === `#${active}`;
    setAttribute(link, "aria-current", current ? "location" : null);
  }
}

/** Set on the menu where the Popover API is missing: src/styles/page-behaviour.css shows it by [open]. */
export const MENU_FALLBACK_ATTRIBUTE = "data-menu-fallback";

function startMenu(): void {
  const panel = document.getElementById(MENU_ID);
  const toggle = document.querySelector<HTMLElement>(`[aria-controls='${MENU_ID}']`);
  if (!panel || !toggle) return;
  // Safari < 17 and Firefox < 125 have no popovers (and throw on :popover-open): the toggle then
  // sets [open] itself, Escape and a chosen item close it, and the rest below stays the same.
  const popover = "showPopover" in HTMLElement.prototype;
  const isOpen = () => (popover ? panel.matches(":popover-open") : panel.hasAttribute("open"));
  let chosen = false;
  const changed = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    const focusInside =
      panel.contains(document.activeElement) || document.activeElement === document.body;
    if (!open && focusInside && !chosen) toggle.focus();
    chosen = false;
  };
  const setOpen = (open: boolean) => {
    if (open === isOpen()) return;
    if (popover) panel.togglePopover(open);
    else changed(panel.toggleAttribute("open", open));
  };
  toggle.setAttribute("aria-expanded", String(isOpen()));
  if (popover) {
    panel.addEventListener("toggle", (event) =>
      changed((event as ToggleEvent).newState === "open"),
    );
  } else {
    panel.setAttribute(MENU_FALLBACK_ATTRIBUTE, "");
    toggle.addEventListener("click", () => setOpen(!isOpen()));
    document.addEventListener("keydown", (event) => event.key === "Escape" && setOpen(false));
  }
  panel.addEventListener("click", (event) => {
    const link = event.target instanceof Element && event.target.closest<HTMLElement>("a[href]");
    if (!link) return;
    // A section chosen: focus leaves the panel before it closes, so it does not go back to the
    // toggle (closing a popover returns focus to the invoker while it is inside the panel); the
    // link's own jump then brings it to the section's heading.
    const href = link.getAttribute("href") ?? "";
    const section = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
    chosen = section !== null;
    if (section) {
      focusHeadingOnArrival(section);
      link.blur();
    }
    setOpen(false);
  });
  // Tabbing past the last item (or back past the first) leaves the menu: close it, so it never
  // stays open over the content that now has focus.
  panel.addEventListener("focusout", (event) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || panel.contains(next) || toggle.contains(next)) return;
    setOpen(false);
  });
}

export function startPageBehaviour(): void {
  if (import.meta.env.CONSENT_BAR) showPendingConsent();
  const header = document.querySelector(`[${SCROLL_HEADER_ATTRIBUTE}]`);
  const backToTop = document.querySelector(`[${BACK_TO_TOP_ATTRIBUTE}]`);
  if (backToTop) backToTop.addEventListener("click", scrollToTop);
  // Prerendered without the attribute, so a page without JavaScript shows the chat; the page
  // opens at the top (a fragment or a restored position is updated below).
  const chat = document.querySelector(`.${FLOATING_CHAT_CLASS}`);
  setAttribute(chat, "data-visible", "false");
  startMenu();
  if (!header && !backToTop) return;
  let frame = 0;
  const schedule = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      update(header, backToTop, chat);
    });
  };
  for (const type of ["scroll", "resize"]) {
    window.addEventListener(type, schedule, { passive: true });
  }
  // At the top of the page the prerendered state is already right. Reading scrollY here would
  // force a layout of the whole page as soon as the document is parsed (the boot module runs
  // then): a page opened at a fragment is updated in the next frame, and one the browser
  // scrolls back to its restored position (reload, back) at load.
  window.addEventListener("load", () => window.scrollY > 0 && schedule(), { once: true });
  if (location.hash) schedule();
}
