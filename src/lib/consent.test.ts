// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AnalyticsConfig } from "./analytics";
import {
  ALL_DENIED,
  ALL_GRANTED,
  CONSENT_MODE_FIELDS,
  CONSENT_PURPOSES,
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  consentRecord,
  initConsent,
  saveConsent,
  storedConsent,
  type ConsentChoices,
} from "./consent";
import { GTAG_SRC } from "./google-products";

const configured: AnalyticsConfig = {
  gaMeasurementId: "G-TEST1234",
  adsConversionId: "",
  adsWhatsappLabel: "",
  adsEmailLabel: "",
  controller: "",
};
const commands = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const tagScript = () => document.querySelector(`script[src^="${GTAG_SRC}"]`);
const lastUpdate = () =>
  commands()
    .filter(([command, action]) => command === "consent" && action === "update")
    .at(-1)?.[2] as Record<string, string> | undefined;
const granted = (state: Record<string, string> | undefined) =>
  Object.entries(state ?? {})
    .filter(([, value]) => value === "granted")
    .map(([field]) => field)
    .sort();
const allFields = CONSENT_PURPOSES.flatMap((purpose) => CONSENT_MODE_FIELDS[purpose]);

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

  it("starts with every Consent Mode v2 field denied and loads no tag before a choice", () => {
    initConsent(configured);
    const [command, action, state] = commands()[0] ?? [];
    expect([command, action]).toEqual(["consent", "default"]);
    expect(allFields).toEqual([
      "analytics_storage",
      "ad_storage",
      "ad_user_data",
      "ad_personalization",
    ]);
    for (const field of allFields) expect(state).toHaveProperty(field, "denied");
    expect(tagScript()).toBeNull();
  });

  // Each choice grants exactly the fields of the purposes it names, and denies the others.
  const choices: [string, ConsentChoices][] = [
    ["accept all", ALL_GRANTED],
    ["reject all", ALL_DENIED],
    ["analytics only", { analytics: true, advertising: false }],
    ["advertising only", { analytics: false, advertising: true }],
  ];
  it.each(choices)("%s sets exactly the Consent Mode fields it names", (_name, choice) => {
    initConsent(configured);
    saveConsent(choice, configured);
    const state = lastUpdate();
    expect(Object.keys(state ?? {}).sort()).toEqual([...allFields].sort());
    const expected = CONSENT_PURPOSES.filter((purpose) => choice[purpose])
      .flatMap((purpose) => CONSENT_MODE_FIELDS[purpose])
      .sort();
    expect(granted(state)).toEqual(expected);
    // Only GA4 is configured here: its tag loads with analytics, and advertising alone loads none.
    expect(tagScript() !== null).toBe(choice.analytics);
    expect(storedConsent()).toEqual(choice);
  });

  it("a stored choice is applied on the next visit; one stored by the old banner is not", () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      consentRecord({ analytics: true, advertising: false }),
    );
    initConsent(configured);
    expect(granted(lastUpdate())).toEqual(["analytics_storage"]);
    expect(tagScript()).not.toBeNull();

    localStorage.clear();
    localStorage.setItem("vertice-consentimiento-analitica", "granted");
    localStorage.setItem("vertice-consentimiento-v2", "analytics");
    localStorage.setItem("consentimiento-v3", "analytics,advertising");
    expect(storedConsent()).toBeNull();
  });

  it("asks again twelve months after the choice, not before", () => {
    const madeAt = Date.parse("2026-11-26T12:00:00Z");
    localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord(ALL_GRANTED, madeAt));
    expect(storedConsent(madeAt + CONSENT_MAX_AGE_MS)).toEqual(ALL_GRANTED);
    expect(storedConsent(madeAt + CONSENT_MAX_AGE_MS + 1)).toBeNull();
    // A clock set before the choice does not keep it forever either.
    expect(storedConsent(madeAt - 86_400_000)).toBeNull();
    // "Reject all" is a choice too, kept as long.
    localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord(ALL_DENIED, madeAt));
    expect(storedConsent(madeAt + 1000)).toEqual(ALL_DENIED);
  });

  it("withdrawing consent denies the fields again", () => {
    initConsent(configured);
    saveConsent(ALL_GRANTED, configured);
    saveConsent(ALL_DENIED, configured);
    expect(granted(lastUpdate())).toEqual([]);
  });
});
