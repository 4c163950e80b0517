import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROUTE_PATHS } from "~/config/route-paths";
import { consentCopy } from "~/content/consent";
import { CONSENT_PURPOSES, storedConsent } from "~/lib/consent";
import { ConsentBanner } from "./consent-banner";

function configure(gaMeasurementId: string) {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<script type="application/json" id="site-analytics">${JSON.stringify({ gaMeasurementId, adsConversionId: "", adsWhatsappLabel: "", adsEmailLabel: "" })}</script>`,
  );
}

const banner = () => screen.getByRole("region", { name: consentCopy.title });
const button = (name: string) => within(banner()).getByRole("button", { name });
const box = (purpose: (typeof CONSENT_PURPOSES)[number]) =>
  within(banner()).getByRole("checkbox", { name: new RegExp(consentCopy.purposes[purpose].label) });

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => document.getElementById("site-analytics")?.remove());

describe("ConsentBanner", () => {
  it("stays away when no analytics ID is configured", () => {
    configure("");
    render(<ConsentBanner privacyHref={ROUTE_PATHS.privacyPolicy} copy={consentCopy} />);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("offers each purpose unticked, with reject all, save and accept all, and links the policy", () => {
    configure("G-TEST1234");
    render(<ConsentBanner privacyHref={ROUTE_PATHS.privacyPolicy} copy={consentCopy} />);
    for (const purpose of CONSENT_PURPOSES) expect(box(purpose)).not.toBeChecked();
    for (const name of [consentCopy.rejectAll, consentCopy.save, consentCopy.acceptAll]) {
      expect(button(name)).toBeVisible();
    }
    expect(within(banner()).getByRole("link", { name: consentCopy.policyLink })).toHaveAttribute(
      "href",
      ROUTE_PATHS.privacyPolicy,
    );
    expect(banner()).toHaveTextContent(consentCopy.reopen);
  });

  it("saves a per-purpose choice, and reopens from the footer with it ticked", () => {
    configure("G-TEST1234");
    render(<ConsentBanner privacyHref={ROUTE_PATHS.privacyPolicy} copy={consentCopy} />);
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
