/**
 * The consent bar (docs/requirements.md, "Consent"), in a module of its own that the page boot
 * loads at once, and only on a site with a Google tag: it fills the bar's place that the page
 * prerenders (components/consent/consent-shell.ts), which the boot module has already shown
 * when no choice is stored (consent-first-paint.ts), and makes it work:
 * - "Rechazar todas" and "Aceptar todas" save that choice; "Elegir" opens the purposes one by
 *   one, unticked, and "Guardar selección" saves what is ticked;
 * - the footer's "Preferencias de cookies" reopens it with the choices open, as last saved, and
 *   focus on the first, and gets focus back once a choice is saved;
 * - a choice made from inside the bar leaves focus on the page where the visitor was, not at its
 *   top (focus-after-bar.ts);
 * - shown at first paint, it is announced once to screen readers (it sits at the page's start).
 */
import { consentBarHtml } from "~/components/consent/consent-bar-html";
import { focusAfterBar } from "~/components/consent/focus-after-bar";
import { FOCUS_SCROLL_SETTLE_MS } from "~/config/motion";
import { ROUTE_PATHS } from "~/config/route-paths";
import { consentCopy } from "~/content/consent";
import { COOKIE_NOTICE_ANCHOR, RIGHTS_ANCHOR } from "~/content/legal/anchors";
import {
  ALL_DENIED,
  ALL_GRANTED,
  CONSENT_PURPOSES,
  storedConsent,
  type ConsentChoices,
} from "~/lib/consent";
import { saveConsent } from "~/lib/consent-choice";
import type { AnalyticsConfig } from "~/lib/gtag";
import {
  ARRIVING_ATTRIBUTE,
  BOTTOM_BAR_ATTRIBUTE,
  BOTTOM_BAR_HEIGHT_VAR,
  CONSENT_ATTRIBUTE,
  CONSENT_OPEN_ATTRIBUTE,
} from "./page-hooks";

const ANSWERS: Record<string, ConsentChoices> = { reject: ALL_DENIED, accept: ALL_GRANTED };

/**
 * The data controller's legal name, which the page's analytics configuration carries beside a
 * Google tag; else the brand every page's head carries (og:site_name, src/lib/seo.ts).
 */
function controllerName(config: AnalyticsConfig | undefined): string {
  return (
    config?.controller ||
    (document.querySelector('meta[property="og:site_name"]')?.getAttribute("content") ?? "")
  );
}

/**
 * Keeps the bar's height free at the end of the page and as scroll padding (app.css, from
 * <html>'s attribute and variable) while it shows, whoever shows or hides it: a ResizeObserver
 * reads its height after each layout, and a hidden bar measures 0.
 */
function reserveItsHeight(bar: HTMLElement): void {
  const root = document.documentElement;
  new ResizeObserver(() => {
    const height = bar.offsetHeight;
    root.toggleAttribute(BOTTOM_BAR_ATTRIBUTE, height > 0);
    root.style.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${height}px`);
  }).observe(bar);
}

/**
 * Focus on the page scrolled clear of the bar (WCAG 2.4.11), ring included, by exactly what it
 * covers: engines differ in how a focus scroll honours the scroll padding kept for the bar
 * (WebKit may leave the element under it, at the end of a smooth scroll), so this does not lean
 * on it. Checked a frame after the browser's own scroll and the page's (lib/focus-in-view.ts),
 * and again once a smooth one has ended; an element on its way into view with an in-page jump is
 * left to it. One taller than the room left keeps its top under the header.
 */
function keepClearOfTheBar(bar: HTMLElement): void {
  const clear = (target: Element) => {
    // checkVisibility is unknown to Safari before 17.4: the bar counts as shown there.
    if (document.activeElement !== target || bar.checkVisibility?.() === false) return;
    const { outlineWidth, outlineOffset } = getComputedStyle(target);
    const ring = Math.max(0, parseFloat(outlineWidth) + parseFloat(outlineOffset) || 0);
    const box = target.getBoundingClientRect();
    const under = box.bottom + ring - bar.getBoundingClientRect().top;
    const header = document.querySelector("body > header");
    const fixed = header && getComputedStyle(header).position === "fixed";
    const room = box.top - ring - (fixed ? header.getBoundingClientRect().bottom : 0);
    if (under > 0 && room > 0) window.scrollBy({ top: Math.min(under, room), behavior: "instant" });
  };
  document.addEventListener("focusin", ({ target }) => {
    if (!(target instanceof Element) || bar.contains(target)) return;
    if (target.hasAttribute(ARRIVING_ATTRIBUTE) || getComputedStyle(target).position === "fixed")
      return;
    requestAnimationFrame(() => requestAnimationFrame(() => clear(target)));
    setTimeout(() => clear(target), FOCUS_SCROLL_SETTLE_MS);
  });
}

export function startConsentBar(config: AnalyticsConfig | undefined): void {
  const wrapper = document.querySelector<HTMLElement>(`[${CONSENT_ATTRIBUTE}]`);
  const bar = wrapper?.querySelector("section");
  if (!wrapper || !bar) return;
  // Straight to the policy's part on this bar, and to the rights over what it collects.
  bar.innerHTML = consentBarHtml({
    copy: consentCopy,
    responsible: controllerName(config),
    privacyHref: `${ROUTE_PATHS.privacyPolicy}#${COOKIE_NOTICE_ANCHOR}`,
    rightsHref: `${ROUTE_PATHS.privacyPolicy}#${RIGHTS_ANCHOR}`,
  });
  bar.removeAttribute("style"); // the place's height, until now: the bar's own from here on
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "sr-only";
  wrapper.prepend(status);
  reserveItsHeight(bar);
  keepClearOfTheBar(bar);
  const form = bar.querySelector("form");
  const toggle = bar.querySelector<HTMLElement>("[aria-controls]");
  if (!form || !toggle) return;
  const boxes = CONSENT_PURPOSES.map((purpose) =>
    form.querySelector<HTMLInputElement>(`input[name="${purpose}"]`),
  );
  /** The footer button that reopened the bar, where focus goes back after the choice. */
  let opener: HTMLElement | null = null;

  const setOpen = (open: boolean) => {
    form.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
  };
  const choose = (choices: ConsentChoices) => {
    focusAfterBar(bar, opener);
    saveConsent(choices);
    wrapper.hidden = true;
    setOpen(false);
    opener = null;
  };
  const reopen = (button: HTMLElement) => {
    opener = button;
    const saved = storedConsent() ?? ALL_DENIED;
    CONSENT_PURPOSES.forEach((purpose, index) => {
      const box = boxes[index];
      if (box) box.checked = saved[purpose];
    });
    wrapper.hidden = false;
    setOpen(true);
    boxes[0]?.focus();
  };

  wrapper.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button) return;
    if (button === toggle) setOpen(toggle.getAttribute("aria-expanded") !== "true");
    const answer = ANSWERS[button.dataset.consentChoice ?? ""];
    if (answer) choose(answer);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const choices = { ...ALL_DENIED };
    CONSENT_PURPOSES.forEach(
      (purpose, index) => (choices[purpose] = boxes[index]?.checked ?? false),
    );
    choose(choices);
  });
  document.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(`[${CONSENT_OPEN_ATTRIBUTE}]`)
        : null;
    if (button) reopen(button);
  });
  if (storedConsent() !== null) return;
  wrapper.hidden = false; // already shown by the boot module, where it ran
  // Filled after the status exists in the accessibility tree, so screen readers announce it once.
  requestAnimationFrame(
    () => (status.textContent = consentCopy.announcement(controllerName(config))),
  );
}
