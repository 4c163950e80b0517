import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AnalyticsConfig } from "./analytics";
import { CONSENT_STORAGE_KEY, GTAG_SRC, initConsent, saveConsent } from "./consent";

const configured: AnalyticsConfig = {
  gaMeasurementId: "G-TEST1234",
  adsConversionId: "",
  adsWhatsappLabel: "",
  adsEmailLabel: "",
};
const commands = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const tagScript = () => document.querySelector(`script[src^="${GTAG_SRC}"]`);

beforeEach(() => {
  window.dataLayer = [];
  localStorage.clear();
  document.head.innerHTML = "";
});
afterEach(() => localStorage.clear());

describe("consent mode", () => {
  it("does nothing at all without a measurement ID", () => {
    initConsent({ ...configured, gaMeasurementId: "" });
    expect(commands()).toEqual([]);
    expect(tagScript()).toBeNull();
  });

  it("starts with everything denied and loads no tag before a choice", () => {
    initConsent(configured);
    expect(commands()[0]).toEqual([
      "consent",
      "default",
      expect.objectContaining({
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      }),
    ]);
    expect(tagScript()).toBeNull();
  });

  it("accepting grants consent, loads the tag and remembers the choice", () => {
    initConsent(configured);
    saveConsent("granted", configured);
    expect(commands()).toContainEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "granted" }),
    ]);
    expect(tagScript()?.getAttribute("src")).toBe(`${GTAG_SRC}?id=G-TEST1234`);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
  });

  it("rejecting loads nothing; a stored acceptance loads the tag on the next visit", () => {
    saveConsent("denied", configured);
    expect(tagScript()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    initConsent(configured);
    expect(tagScript()).not.toBeNull();
  });
});
