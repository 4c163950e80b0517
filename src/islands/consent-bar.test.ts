// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_SHELL_HTML } from "~/components/consent/consent-shell";
import { consentCopy } from "~/content/consent";
import { CONSENT_PURPOSES, storedConsent } from "~/lib/consent";
import { consentRecord } from "~/lib/consent-choice";
import { CONSENT_STORAGE_KEY } from "~/lib/consent-storage";
import { startConsentBar } from "./consent-bar";
import { showPendingConsent } from "./consent-first-paint";
import { BOTTOM_BAR_ATTRIBUTE, CONSENT_ATTRIBUTE, CONSENT_OPEN_ATTRIBUTE } from "./page-hooks";

/** Each ResizeObserver callback, to run as a layout would. */
let resized: (() => void)[] = [];

const RESPONSIBLE = "Cóndor Analítica S.A.S.";
const config = {
  gaMeasurementId: "G-TEST1234",
  adsConversionId: "",
  adsWhatsappLabel: "",
  adsEmailLabel: "",
  controller: RESPONSIBLE,
};

/** A page as a build with a Google tag writes it: the bar's place, hidden; then its scripts. */
function openPage() {
  document.body.innerHTML = `<a href="#contenido">Saltar</a>${CONSENT_SHELL_HTML}<footer><button ${CONSENT_OPEN_ATTRIBUTE}="">${consentCopy.reopen}</button></footer>`;
  const wrapper = document.querySelector<HTMLElement>(`[${CONSENT_ATTRIBUTE}]`);
  if (!wrapper) throw new Error("no bar");
  showPendingConsent(); // the boot module, first thing
  const shownAtFirstPaint = !wrapper.hidden;
  startConsentBar(config); // the page boot, at once
  return { wrapper, shownAtFirstPaint };
}
const bar = () => screen.getByRole("region", { name: consentCopy.title });
const button = (name: string) => within(bar()).getByRole("button", { name });
const box = (purpose: (typeof CONSENT_PURPOSES)[number]) =>
  within(bar()).getByRole("checkbox", { name: consentCopy.purposes[purpose].label });

beforeEach(() => {
  resized = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private callback: () => void) {}
      observe() {
        resized.push(() => this.callback());
      }
    },
  );
  vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => frame(0));
  localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

describe("the consent bar", () => {
  it("shows at once when no choice is stored, announced once, and reserves its height", () => {
    const { wrapper, shownAtFirstPaint } = openPage();
    expect(shownAtFirstPaint).toBe(true);
    expect(wrapper.hidden).toBe(false);
    expect(screen.getByRole("status")).toHaveTextContent(consentCopy.title);
    // jsdom lays nothing out: a bar of 120 px, as a browser would report it.
    Object.defineProperty(bar(), "offsetHeight", { configurable: true, value: 120 });
    resized.forEach((run) => run());
    expect(document.documentElement).toHaveAttribute(BOTTOM_BAR_ATTRIBUTE);
    expect(document.documentElement.style.getPropertyValue("--bottom-bar-height")).toBe("120px");
  });

  it("stays hidden when a choice is stored and still in force", () => {
    const choice = { analytics: true, advertising: false };
    localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord(choice));
    const stored = openPage();
    expect(stored.shownAtFirstPaint).toBe(false);
    expect(stored.wrapper.hidden).toBe(true);
    localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord(choice, 1));
    expect(openPage().shownAtFirstPaint).toBe(true); // a choice from 1970 is asked again
  });

  it("offers reject all, accept all, and a choice that opens each purpose unticked", () => {
    openPage();
    for (const name of [consentCopy.rejectAll, consentCopy.choose, consentCopy.acceptAll])
      expect(button(name)).toBeVisible();
    // In the company's name, as the page's configuration gives it.
    expect(bar()).toHaveTextContent(consentCopy.body(RESPONSIBLE));
    const choose = button(consentCopy.choose);
    expect(choose).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(choose);
    expect(choose).toHaveAttribute("aria-expanded", "true");
    for (const purpose of CONSENT_PURPOSES) expect(box(purpose)).not.toBeChecked();
    expect(button(consentCopy.save)).toBeVisible();
    fireEvent.click(choose);
    expect(choose).toHaveAttribute("aria-expanded", "false");
  });

  it("saves an answer and hides; the footer reopens it with the choice ticked and focused", () => {
    const { wrapper } = openPage();
    fireEvent.click(button(consentCopy.choose));
    fireEvent.click(box("analytics"));
    fireEvent.click(button(consentCopy.save));
    expect(wrapper.hidden).toBe(true);
    expect(storedConsent()).toEqual({ analytics: true, advertising: false });

    const reopen = screen.getByRole("button", { name: consentCopy.reopen });
    fireEvent.click(reopen);
    expect(wrapper.hidden).toBe(false);
    expect(box("analytics")).toBeChecked();
    expect(box("analytics")).toHaveFocus();
    expect(box("advertising")).not.toBeChecked();
    fireEvent.click(button(consentCopy.acceptAll));
    expect(storedConsent()).toEqual({ analytics: true, advertising: true });
    expect(reopen).toHaveFocus(); // back where the visitor asked for it

    fireEvent.click(reopen);
    fireEvent.click(button(consentCopy.rejectAll));
    expect(storedConsent()).toEqual({ analytics: false, advertising: false });
    expect(wrapper.hidden).toBe(true);
  });
});
