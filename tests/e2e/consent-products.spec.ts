import type { Page } from "@playwright/test";
import { shellCopy } from "~/content/shell";
import { consentCopy } from "~/content/consent";
import { CONSENT_PURPOSES, type ConsentChoices, type ConsentPurpose } from "~/lib/consent";
import { chooseConsent, consentBar } from "./consent-choice";
import { expect, test } from "./fixtures";
import {
  dataLayer,
  productOf,
  recordGoogleRequests,
  serveWithGoogleTag,
  TEST_ADS,
  TEST_GA_ID,
} from "./google-tag";

/**
 * Each Google product only after its own yes (docs/requirements.md, "Consent"), seen from the
 * outside: every gtag command the page queues and every request the Google tag model
 * (google-tag.ts) makes to a Google host, for each of the four answers and after a withdrawal.
 */
/** What a WhatsApp click sends: GA4's two events and the Ads conversion. */
const CONTACT_EVENTS = ["whatsapp_click", "whatsapp_contact", "conversion"];
const PRODUCT: Record<ConsentPurpose, string> = { analytics: TEST_GA_ID, advertising: TEST_ADS.id };

async function setUp(page: Page): Promise<string[]> {
  await serveWithGoogleTag(page, { ads: true });
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  const requests = await recordGoogleRequests(page.context());
  await page.goto("/");
  await expect(consentBar(page)).toBeVisible();
  return requests;
}

/** A click on the floating WhatsApp button (the chat opens in a tab of its own, closed again). */
async function clickWhatsApp(page: Page): Promise<void> {
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: shellCopy.floating.chat, exact: true }).click();
  await (await popup).close();
}

/** The products named by the page's gtag commands: configured, or an event's destination. */
async function productsAddressed(page: Page) {
  const commands = await dataLayer(page);
  const configured = commands.filter(([command]) => command === "config").map(([, id]) => id);
  const destinations = commands
    .filter(([command]) => command === "event")
    .map(([, , params]) => String((params as { send_to?: string }).send_to).split("/")[0]);
  const contacts = commands.filter(
    ([command, name]) => command === "event" && CONTACT_EVENTS.includes(String(name)),
  ).length;
  return { configured, destinations, contacts };
}

const purposes = (requests: string[]) => [...new Set(requests.map(productOf))].sort();

const choices: [string, ConsentChoices][] = [
  ["none", { analytics: false, advertising: false }],
  ["analytics only", { analytics: true, advertising: false }],
  ["advertising only", { analytics: false, advertising: true }],
  ["both", { analytics: true, advertising: true }],
];

for (const [name, choice] of choices) {
  test(`${name}: only the granted products are configured, sent events and contacted`, async ({
    page,
  }) => {
    const requests = await setUp(page);
    const granted = CONSENT_PURPOSES.filter((purpose) => choice[purpose]);
    const ids = granted.map((purpose) => PRODUCT[purpose]);

    // Before any answer: no product, no tag, and a click waits outside the queue.
    await clickWhatsApp(page);
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    expect(await productsAddressed(page)).toEqual({
      configured: [],
      destinations: [],
      contacts: 0,
    });

    await chooseConsent(page, choice);
    await clickWhatsApp(page);
    await page.waitForLoadState("networkidle");

    const addressed = await productsAddressed(page);
    expect(addressed.configured).toEqual(ids);
    expect([...new Set(addressed.destinations)].sort()).toEqual([...ids].sort());
    // The click from before the answer and the one after: each sent once to each granted product.
    const perClick = (choice.analytics ? 2 : 0) + (choice.advertising ? 1 : 0);
    expect(addressed.contacts).toBe(2 * perClick);
    expect(purposes(requests)).toEqual([...granted].sort());
    for (const purpose of CONSENT_PURPOSES) {
      if (choice[purpose]) continue;
      expect(requests.filter((url) => url.includes(PRODUCT[purpose]))).toEqual([]);
    }
  });
}

test("withdrawing a purpose removes its cookies and stops its product for the visit", async ({
  page,
}) => {
  // Three choices, three chats and a reload, each waited on until the network is quiet: on a
  // busy two-core machine that took more than the default 30 s.
  test.setTimeout(60_000);
  const requests = await setUp(page);
  await chooseConsent(page, { analytics: true, advertising: true });
  await clickWhatsApp(page);
  const cookieNames = async () => (await page.context().cookies()).map((c) => c.name).sort();
  await expect.poll(cookieNames).toEqual(["_ga", `_ga_${TEST_GA_ID.slice(2)}`, "_gcl_au"]);
  await expect.poll(() => purposes(requests)).toEqual(["advertising", "analytics"]);
  // The chat's first use shows its notice over the page's corner; read, it is closed, as a
  // visitor does to reach the footer under it.
  await page.getByRole("button", { name: shellCopy.floating.closeNotice }).click();

  const reopen = page.getByRole("button", { name: consentCopy.reopen });
  await reopen.click();
  await chooseConsent(page, { analytics: false, advertising: true });
  expect(await cookieNames()).toEqual(["_gcl_au"]);
  await expect(reopen).toBeFocused();

  const before = requests.length;
  await clickWhatsApp(page);
  await expect.poll(() => requests.length).toBeGreaterThan(before);
  await page.waitForLoadState("networkidle");
  expect(purposes(requests.slice(before))).toEqual(["advertising"]);

  await reopen.click();
  await chooseConsent(page, { analytics: false, advertising: false });
  expect(await cookieNames()).toEqual([]);
  const after = requests.length;
  const queued = (await dataLayer(page)).length;
  await clickWhatsApp(page);
  await page.waitForLoadState("networkidle");
  expect(requests.slice(after)).toEqual([]);
  expect((await dataLayer(page)).slice(queued)).toEqual([]);

  // The next page of the visit starts neither product.
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect((await productsAddressed(page)).configured).toEqual([]);
  expect(requests.slice(after)).toEqual([]);
});
