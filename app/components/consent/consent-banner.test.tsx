import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { consentCopy } from "~/content/consent";
import { CONSENT_STORAGE_KEY } from "~/lib/consent";
import { ConsentBanner } from "./consent-banner";

function configure(gaMeasurementId: string) {
  document.body.insertAdjacentHTML(
    "beforeend",
    `<script type="application/json" id="site-analytics">${JSON.stringify({ gaMeasurementId, adsConversionId: "", adsWhatsappLabel: "", adsEmailLabel: "" })}</script>`,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => document.getElementById("site-analytics")?.remove());

describe("ConsentBanner", () => {
  it("stays away when no analytics ID is configured", () => {
    configure("");
    render(<ConsentBanner privacyHref="/privacy-policy" copy={consentCopy} />);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("asks once, records the choice and can be reopened from the footer", () => {
    configure("G-TEST1234");
    render(<ConsentBanner privacyHref="/privacy-policy" copy={consentCopy} />);
    const banner = screen.getByRole("region", { name: consentCopy.title });
    expect(screen.getByRole("link", { name: consentCopy.policyLink })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    fireEvent.click(screen.getByRole("button", { name: consentCopy.reject }));
    expect(banner).not.toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");

    document.body.insertAdjacentHTML(
      "beforeend",
      '<button data-consent-open="">Preferencias de cookies</button>',
    );
    act(() => screen.getByRole("button", { name: consentCopy.reopen }).click());
    fireEvent.click(screen.getByRole("button", { name: consentCopy.accept }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(screen.queryByRole("region")).toBeNull();
  });
});
