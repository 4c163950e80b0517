// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { contactKindOf, listenForContactClicks, trackContact } from "./analytics";

const events = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  window.dataLayer = [];
  document.body.innerHTML = "";
});

describe("trackContact", () => {
  it("sends the click and the conversion event with category and label", () => {
    trackContact("whatsapp", "floating_button");
    expect(events()).toEqual([
      ["event", "whatsapp_click", { event_category: "Contact", event_label: "floating_button" }],
      ["event", "whatsapp_contact", { event_category: "Contact", event_label: "floating_button" }],
    ]);
  });

  it("adds a Google Ads conversion only when its id and label are configured", () => {
    trackContact("email", "footer", {
      gaMeasurementId: "",
      adsConversionId: "AW-123456",
      adsWhatsappLabel: "",
      adsEmailLabel: "abcd",
      controller: "",
    });
    expect(events().at(-1)).toEqual(["event", "conversion", { send_to: "AW-123456/abcd" }]);
    expect(events().map((e) => e[1])).toEqual(["email_click", "email_contact", "conversion"]);
  });
});

describe("contactKindOf", () => {
  it("recognises WhatsApp and e-mail links only", () => {
    expect(contactKindOf("https://wa.me/573000000000?text=Hola")).toBe("whatsapp");
    expect(contactKindOf("mailto:contacto@example.com")).toBe("email");
    expect(contactKindOf("tel:+573000000000")).toBeUndefined();
  });
});

describe("listenForContactClicks", () => {
  it("tracks a click on a labelled contact link, including on its children", () => {
    listenForContactClicks();
    document.body.innerHTML =
      '<a data-track="contact_section" href="mailto:a@b.co"><span>Escríbenos</span></a><a href="mailto:x@y.co">x</a>';
    document.querySelector("span")?.click();
    document.querySelectorAll("a")[1]?.click();
    expect(events().map((e) => [e[1], (e[2] as { event_label: string }).event_label])).toEqual([
      ["email_click", "contact_section"],
      ["email_contact", "contact_section"],
    ]);
  });
});
