/** The lab page's contact section: its channels, the demo box and their analytics events. */
import { labPath as LAB, site } from "../../src/config/site";
import { labContact } from "../../src/content/lab";
import { escapeRegExp, expect, test } from "./fixtures";
import { dataLayer } from "./google-tag";

test("#contacto: WhatsApp with a prefilled demo request, phone and e-mail", async ({ page }) => {
  await page.goto(LAB);
  const contact = page.locator("#contacto");
  const whatsapp = contact.getByRole("link", { name: labContact.channels.whatsapp.action });
  const href = (await whatsapp.getAttribute("href")) ?? "";
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.phoneDigits}`);
  expect(url.searchParams.get("text")).toBe(labContact.whatsappMessage);
  await expect(whatsapp).toHaveAttribute("data-track", "contact_section_demo");
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
  await expect(whatsapp).toHaveAccessibleDescription("(se abre en una pestaña nueva)");
  // The number the chat opens is in sight, so a visitor can tell it from the one to call.
  await expect(
    contact.getByRole("region", { name: labContact.channels.whatsapp.title }),
  ).toContainText(labContact.channels.whatsapp.number);
  expect(labContact.channels.whatsapp.number.replace(/\D/g, "")).toBe(site.phoneDigits);

  // The phone line: the landline where one is configured, else the WhatsApp number.
  await expect(contact.getByRole("link", { name: site.landlineDisplay })).toHaveAttribute(
    "href",
    `tel:+${site.landlineDigits}`,
  );
  const email = contact.getByRole("link", { name: site.email });
  await expect(email).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${escapeRegExp(site.email)}(\\?subject=.+)?$`),
  );
  await expect(email).toHaveAttribute("data-track", "contact_section");
});

test("the demo contact asks for no patients' data before anyone writes", async ({ page }) => {
  // Health data are sensitive (Ley 1581 de 2012, art. 5) and a demo needs none.
  await page.goto(LAB);
  await expect(page.locator("#contacto")).toContainText(labContact.noPatientData);
  expect(labContact.noPatientData).toMatch(/datos de pacientes/);
});

test("the demo box says what the demo includes", async ({ page }) => {
  await page.goto(LAB);
  const box = page.locator("#contacto").getByRole("region", { name: labContact.demo.title });
  await expect(box).toBeVisible();
  await expect(box.getByRole("listitem")).toHaveText(
    labContact.demo.items.map((item) => item.text),
  );
});

test("the contact WhatsApp link sends contact_section_demo to the dataLayer", async ({ page }) => {
  await page.context().route("https://wa.me/**", (route) => route.abort());
  await page.goto(LAB);
  const popup = page.waitForEvent("popup");
  await page
    .locator("#contacto")
    .getByRole("link", { name: labContact.channels.whatsapp.action })
    .click();
  await (await popup).close();
  const entries = await dataLayer(page);
  const params = { event_category: "Contact", event_label: "contact_section_demo" };
  expect(entries).toContainEqual(["event", "whatsapp_click", params]);
  expect(entries).toContainEqual(["event", "whatsapp_contact", params]);
});

test("the contact e-mail link sends email_click with label contact_section", async ({ page }) => {
  await page.goto(LAB);
  // Keep the browser from handing mailto: to the system; the analytics listener runs first.
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
    }),
  );
  await page.locator("#contacto").getByRole("link", { name: site.email }).click();
  const entries = await dataLayer(page);
  expect(entries).toContainEqual([
    "event",
    "email_click",
    { event_category: "Contact", event_label: "contact_section" },
  ]);
});
