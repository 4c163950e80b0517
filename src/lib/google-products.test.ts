// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { trackContact } from "./analytics";
import {
  ALL_DENIED,
  ALL_GRANTED,
  CONSENT_STORAGE_KEY,
  consentRecord,
  initConsent,
  saveConsent,
} from "./consent";
import { ANALYTICS_CONFIG, GTAG_SRC, measure, productGranted } from "./google-products";
import type { AnalyticsConfig } from "./gtag";

const config: AnalyticsConfig = {
  gaMeasurementId: "G-TEST1234",
  adsConversionId: "AW-123456789",
  adsWhatsappLabel: "wa-label",
  adsEmailLabel: "mail-label",
  controller: "",
};
const GA = config.gaMeasurementId;
const ADS = config.adsConversionId;
const CONVERSION = `${ADS}/${config.adsWhatsappLabel}`;

const commands = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const configured = () =>
  commands()
    .filter(([command]) => command === "config")
    .map(([, id]) => id);
/** Each event as "name → destination". */
const events = () =>
  commands()
    .filter(([command]) => command === "event")
    .map(([, name, params]) => `${String(name)} → ${String((params as Params).send_to)}`);
type Params = Record<string, unknown>;
const tagIds = () =>
  [...document.querySelectorAll<HTMLScriptElement>(`script[src^="${GTAG_SRC}"]`)].map((script) =>
    new URL(script.src).searchParams.get("id"),
  );
const gaDisabled = () => (window as unknown as Record<string, unknown>)[`ga-disable-${GA}`];
const clickWhatsApp = () => trackContact("whatsapp", "floating_button", config);

beforeEach(() => {
  window.dataLayer = [];
  localStorage.clear();
  document.head.innerHTML = "";
});

describe("each Google product only after its own purpose is granted", () => {
  it("configures no product and loads no tag at boot; a click before the choice is held", () => {
    initConsent(config);
    clickWhatsApp();
    expect(commands().map(([command]) => command)).toEqual(["consent", "js"]);
    expect(tagIds()).toEqual([]);
    expect(gaDisabled()).toBe(true);
  });

  const cases = [
    {
      choice: ALL_DENIED,
      products: [],
      tag: [],
      sent: [],
    },
    {
      choice: { analytics: true, advertising: false },
      products: [GA],
      tag: [GA],
      sent: [`whatsapp_click → ${GA}`, `whatsapp_contact → ${GA}`],
    },
    {
      choice: { analytics: false, advertising: true },
      products: [ADS],
      tag: [ADS],
      sent: [`conversion → ${CONVERSION}`],
    },
    {
      choice: ALL_GRANTED,
      products: [GA, ADS],
      tag: [GA],
      sent: [`whatsapp_click → ${GA}`, `whatsapp_contact → ${GA}`, `conversion → ${CONVERSION}`],
    },
  ];
  it.each(cases)(
    "$choice: configures $products, and a click held from before goes only there",
    ({ choice, products, tag, sent }) => {
      initConsent(config);
      clickWhatsApp();
      saveConsent(choice, config);
      expect(configured()).toEqual(products);
      expect(events()).toEqual(sent);
      expect(tagIds()).toEqual(tag);
      expect(gaDisabled()).toBe(!choice.analytics);
      // After the choice, a click is sent at once, to the same products and no others.
      window.dataLayer = [];
      clickWhatsApp();
      expect(events()).toEqual(sent);
      expect(configured()).toEqual([]);
    },
  );

  it("configures GA4 without Google signals or ad personalisation, and Ads with its defaults", () => {
    initConsent(config);
    saveConsent({ analytics: true, advertising: true }, config);
    const params = Object.fromEntries(
      commands()
        .filter(([command]) => command === "config")
        .map(([, id, settings]) => [String(id), settings]),
    );
    expect(params[GA]).toEqual(ANALYTICS_CONFIG);
    expect(params[ADS]).toBeUndefined();
  });

  it("a stored choice is applied at boot: only its product is configured", () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      consentRecord({ analytics: false, advertising: true }),
    );
    initConsent(config);
    expect(configured()).toEqual([ADS]);
    expect(productGranted("advertising")).toBe(true);
    expect(productGranted("analytics")).toBe(false);
  });

  it("withdrawing a purpose stops its product for the rest of the visit", () => {
    initConsent(config);
    saveConsent(ALL_GRANTED, config);
    saveConsent({ analytics: false, advertising: true }, config);
    window.dataLayer = [];
    clickWhatsApp();
    measure("analytics", "LCP", { value: 1 });
    expect(events()).toEqual([`conversion → ${CONVERSION}`]);
    expect(configured()).toEqual([]);
    expect(gaDisabled()).toBe(true);

    saveConsent(ALL_DENIED, config);
    window.dataLayer = [];
    clickWhatsApp();
    expect(commands().filter(([command]) => command !== "consent")).toEqual([]);
  });

  it("granting again the same purpose does not configure its product twice", () => {
    initConsent(config);
    saveConsent(ALL_GRANTED, config);
    saveConsent(ALL_GRANTED, config);
    expect(configured()).toEqual([GA, ADS]);
    expect(tagIds()).toEqual([GA]);
  });

  it("without a Google tag, events go straight to the dataLayer, with no destination", () => {
    initConsent({ ...config, gaMeasurementId: "" });
    clickWhatsApp();
    expect(events()).toEqual([
      "whatsapp_click → undefined",
      "whatsapp_contact → undefined",
      `conversion → ${CONVERSION}`,
    ]);
    expect(tagIds()).toEqual([]);
  });
});

describe("a page that measures nothing (the legal pages)", () => {
  const quiet: AnalyticsConfig = { ...config, unmeasured: true };

  it("starts no product and sends no event, whatever was granted before or on it", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord(ALL_GRANTED));
    initConsent(quiet);
    saveConsent(ALL_GRANTED, quiet);
    trackContact("email", "footer", quiet);
    measure("analytics", "LCP", { value: 1 });
    expect(configured()).toEqual([]);
    expect(events()).toEqual([]);
    expect(tagIds()).toEqual([]);
    expect(gaDisabled()).toBe(true);
    expect(productGranted("analytics")).toBe(false);
  });

  it("sends nothing without a Google tag either", () => {
    initConsent({ ...quiet, gaMeasurementId: "", adsConversionId: "" });
    trackContact("email", "footer", quiet);
    expect(events()).toEqual([]);
  });

  it("still removes a refused product's cookies at once", () => {
    document.cookie = `_ga=GA1.1.1; path=/`;
    initConsent(quiet);
    saveConsent(ALL_DENIED, quiet);
    expect(document.cookie).not.toContain("_ga=");
  });
});
