import { describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY } from "~/lib/consent";
import { CHAT_NOTICE_SHOWN_KEY } from "~/lib/first-use-notice";
import { cookieBlocks, cookieRows, googleCookiesMissingFrom } from "./cookies";

const base = { companyName: "Andina Códigos", gaMeasurementId: "", adsConversionId: "" };
const names = (config: typeof base) => cookieRows(config).map(([name]) => name);

describe("a policy text that does not describe a configured Google product", () => {
  const both = { ...base, gaMeasurementId: "G-1A2B3C4D", adsConversionId: "AW-123456789" };

  it("is found by the product's cookies it does not name", () => {
    const analyticsOnly = JSON.stringify(cookieBlocks({ ...base, gaMeasurementId: "G-1A2B3C4D" }));
    expect(googleCookiesMissingFrom(analyticsOnly, both)).toEqual(["_gcl_au", "_gcl_aw"]);
    expect(googleCookiesMissingFrom(JSON.stringify(cookieBlocks(base)), both)).toHaveLength(4);
    expect(googleCookiesMissingFrom(JSON.stringify(cookieBlocks(both)), both)).toEqual([]);
  });

  it("is none when no Google product is configured, whatever the text", () => {
    expect(googleCookiesMissingFrom("", base)).toEqual([]);
  });
});

describe("the cookie table lists exactly the configured products' cookies", () => {
  it("lists no table, and names only the chat notice's session entry, when no Google product is configured", () => {
    expect(cookieRows(base)).toEqual([]);
    expect(cookieBlocks(base)).toEqual([
      expect.objectContaining({
        type: "paragraph",
        text: expect.stringContaining(CHAT_NOTICE_SHOWN_KEY),
      }),
    ]);
  });

  it("lists GA4's two cookies, named after the measurement ID, the stored choice and the chat entry", () => {
    expect(names({ ...base, gaMeasurementId: "G-1A2B3C4D" })).toEqual([
      "_ga",
      "_ga_1A2B3C4D",
      CONSENT_STORAGE_KEY,
      CHAT_NOTICE_SHOWN_KEY,
    ]);
  });

  it("lists the Ads conversion linker's cookies and the stored choice", () => {
    expect(names({ ...base, adsConversionId: "AW-123456789" })).toEqual([
      "_gcl_au",
      "_gcl_aw",
      CONSENT_STORAGE_KEY,
      CHAT_NOTICE_SHOWN_KEY,
    ]);
  });

  it("lists both products when both are configured, each row complete", () => {
    const rows = cookieRows({
      ...base,
      gaMeasurementId: "G-XYZ123",
      adsConversionId: "AW-1234567",
    });
    expect(rows.map(([name]) => name)).toEqual([
      "_ga",
      "_ga_XYZ123",
      "_gcl_au",
      "_gcl_aw",
      CONSENT_STORAGE_KEY,
      CHAT_NOTICE_SHOWN_KEY,
    ]);
    for (const [name, provider, purpose, duration] of rows) {
      expect(name && provider && purpose && duration, name).toBeTruthy();
    }
    expect(rows.at(-1)?.[1]).toContain("Andina Códigos");
  });

  it("shows the table with its columns when a product is configured", () => {
    const [table] = cookieBlocks({ ...base, gaMeasurementId: "G-1A2B3C4D" });
    expect(table).toMatchObject({
      type: "table",
      columns: ["Nombre", "Proveedor", "Finalidad", "Duración"],
    });
  });
});
