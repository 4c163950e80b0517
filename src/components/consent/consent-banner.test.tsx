// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROUTE_PATHS } from "~/config/route-paths";
import { site } from "~/config/site";
import { BOTTOM_BAR_ATTRIBUTE } from "~/hooks/use-bottom-reserve";
import { consentCopy } from "~/content/consent";
import { CONSENT_PURPOSES, storedConsent } from "~/lib/consent";
import { ConsentBanner } from "./consent-banner";

function configure(gaMeasurementId: string) {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<script type="application/json" id="site-analytics">${JSON.stringify({ gaMeasurementId, adsConversionId: "", adsWhatsappLabel: "", adsEmailLabel: "" })}</script>`,
  );
}

const Banner = () => (
  <ConsentBanner
    privacyHref={ROUTE_PATHS.privacyPolicy}
    rightsHref={`${ROUTE_PATHS.privacyPolicy}#derechos`}
    copy={consentCopy}
    responsible={site.legalName}
  />
);
const banner = () => screen.getByRole("region", { name: consentCopy.title });
const button = (name: string) => within(banner()).getByRole("button", { name });
const box = (purpose: (typeof CONSENT_PURPOSES)[number]) =>
  within(banner()).getByRole("checkbox", { name: new RegExp(consentCopy.purposes[purpose].label) });

beforeEach(() => {
  // jsdom lays nothing out: the bar's size never changes here.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => document.getElementById("site-analytics")?.remove());

describe("ConsentBanner", () => {
  it("stays away when no analytics ID is configured", () => {
    configure("");
    render(<Banner />);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("offers reject all, accept all and a choice that opens each purpose unticked", () => {
    configure("G-TEST1234");
    render(<Banner />);
    for (const name of [consentCopy.rejectAll, consentCopy.choose, consentCopy.acceptAll]) {
      expect(button(name)).toBeVisible();
    }
    // The first layer names the responsable, Google and what a yes allows, and where to withdraw.
    expect(banner()).toHaveTextContent(consentCopy.body(site.legalName));
    expect(within(banner()).getByRole("link", { name: consentCopy.policyLink })).toHaveAttribute(
      "href",
      ROUTE_PATHS.privacyPolicy,
    );
    expect(within(banner()).getByRole("link", { name: consentCopy.rightsLink })).toHaveAttribute(
      "href",
      `${ROUTE_PATHS.privacyPolicy}#derechos`,
    );
    const choose = button(consentCopy.choose);
    expect(choose).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(choose);
    expect(choose).toHaveAttribute("aria-expanded", "true");
    for (const purpose of CONSENT_PURPOSES) expect(box(purpose)).not.toBeChecked();
    expect(button(consentCopy.save)).toBeVisible();
    expect(banner()).toHaveTextContent(consentCopy.reopen);
  });

  it("reserves its height at the bottom of the page while it shows", () => {
    configure("G-TEST1234");
    render(<Banner />);
    expect(document.documentElement).toHaveAttribute(BOTTOM_BAR_ATTRIBUTE);
    fireEvent.click(button(consentCopy.rejectAll));
    expect(document.documentElement).not.toHaveAttribute(BOTTOM_BAR_ATTRIBUTE);
  });

  it("saves a per-purpose choice, and reopens from the footer with it ticked", () => {
    configure("G-TEST1234");
    render(<Banner />);
    fireEvent.click(button(consentCopy.choose));
    fireEvent.click(box("analytics"));
    fireEvent.click(button(consentCopy.save));
    expect(screen.queryByRole("region")).toBeNull();
    expect(storedConsent()).toEqual({ analytics: true, advertising: false });

    document.body.insertAdjacentHTML(
      "beforeend",
      `<button data-consent-open="">${consentCopy.reopen}</button>`,
    );
    act(() => screen.getByRole("button", { name: consentCopy.reopen }).click());
    expect(box("analytics")).toBeChecked();
    expect(box("advertising")).not.toBeChecked();
    fireEvent.click(button(consentCopy.acceptAll));
    expect(storedConsent()).toEqual({ analytics: true, advertising: true });

    act(() => screen.getByRole("button", { name: consentCopy.reopen }).click());
    fireEvent.click(button(consentCopy.rejectAll));
    expect(storedConsent()).toEqual({ analytics: false, advertising: false });
    expect(screen.queryByRole("region")).toBeNull();
  });
});
