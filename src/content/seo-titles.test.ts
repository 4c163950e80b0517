import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { siteSchema } from "~/config/site-schema";
import { MAX_TITLE_CHARS, pageTitle } from "~/lib/seo";
import { labTitle, pageSeo } from "./seo";

/** The longest value of a name field the configuration accepts, in words it accepts. */
function longestAccepted(field: "companyName" | "labProductName"): string {
  const schema = siteSchema.shape[field];
  let longest = "";
  for (let length = 1; length <= 200; length++) {
    // Words of at most 10 letters: under every field's longest-word bound.
    const name = Array.from({ length }, (_, i) => ((i + 1) % 11 === 0 ? " " : "x"))
      .join("")
      .trim();
    if (name.length === length && schema.safeParse(name).success) longest = name;
  }
  return longest;
}

describe("page titles", () => {
  it.each(Object.entries(pageSeo))("%s fits in the title length with the company", (_, page) => {
    expect(pageTitle(page.title, site.companyName).length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
  });

  it("fit with the longest company and product names the configuration accepts", () => {
    const [company, product] = [longestAccepted("companyName"), longestAccepted("labProductName")];
    expect(company.length).toBeGreaterThan(10);
    expect(product.length).toBeGreaterThan(10);
    for (const title of [...Object.values(pageSeo).map((page) => page.title), labTitle(product)]) {
      expect(pageTitle(title, company).length, title).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    }
  });
});
