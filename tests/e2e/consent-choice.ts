import { expect, type Page } from "@playwright/test";
import { BOTTOM_BAR_ATTRIBUTE } from "~/islands/page-hooks";
import { consentCopy } from "~/content/consent";
import type { ConsentChoices } from "~/lib/consent";
import { CONSENT_PURPOSES } from "~/lib/consent";

/** The consent bar, as a screen reader names it. */
export const consentBar = (page: Page) => page.getByRole("region", { name: consentCopy.title });

/**
 * The bar shown and working: its place shows at first paint, and its own module then keeps its
 * height free at the end of the page and focus clear of it (src/islands/consent-bar.ts).
 */
export async function consentBarReady(page: Page): Promise<void> {
  await expect(consentBar(page)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute(BOTTOM_BAR_ATTRIBUTE);
}

/** Answers the bar as a visitor would: accept all, reject all, or tick purposes and save. */
export async function chooseConsent(page: Page, choice: ConsentChoices): Promise<void> {
  const bar = consentBar(page);
  const granted = CONSENT_PURPOSES.filter((purpose) => choice[purpose]);
  if (granted.length === CONSENT_PURPOSES.length) {
    await bar.getByRole("button", { name: consentCopy.acceptAll }).click();
  } else if (granted.length === 0) {
    await bar.getByRole("button", { name: consentCopy.rejectAll }).click();
  } else {
    const choose = bar.getByRole("button", { name: consentCopy.choose });
    if ((await choose.getAttribute("aria-expanded")) !== "true") await choose.click();
    for (const purpose of CONSENT_PURPOSES) {
      await bar
        .getByRole("checkbox", { name: consentCopy.purposes[purpose].label })
        .setChecked(choice[purpose]);
    }
    await bar.getByRole("button", { name: consentCopy.save }).click();
  }
  await consentBar(page).waitFor({ state: "detached" });
}
