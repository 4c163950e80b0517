// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { site } from "~/config/site";
import type { LegalDocumentId } from "~/config/legal-versions";
import { effectiveDate, legalPageLabels, NOTIFICATION_ADDRESS } from "~/content/legal/common";
import { privacyPolicy } from "~/content/legal/privacy";
import { termsOfService } from "~/content/legal/terms";
import type { LegalDocument } from "~/content/legal/types";
import { LegalPage } from "./legal-page";
import { tocEntries } from "./legal-toc";

const documents: [string, LegalDocument, LegalDocumentId][] = [
  ["privacy policy", privacyPolicy, "privacy-policy"],
  ["terms of service", termsOfService, "terms-of-service"],
];

describe.each(documents)("LegalPage with the %s", (_name, content) => {
  it("renders one h1, a numbered h2 per section and a matching table of contents", () => {
    const consoleError = vi.spyOn(console, "error");
    const { container } = render(<LegalPage content={content} updatedAt="2026-11-01" />);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(content.title);
    const titles = content.sections.map((section, index) => `${index + 1}. ${section.title}`);
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(titles);

    // Each section, then the sub-headings it anchors, in the order of the document.
    const toc = screen.getByRole("navigation", { name: content.tocLabel });
    const links = within(toc).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      content.sections.flatMap((section) => [
        `#${section.id}`,
        ...tocEntries(section).map((entry) => `#${entry.id}`),
      ]),
    );
    for (const section of content.sections) {
      expect(container.querySelector(`section#${section.id}`)).not.toBeNull();
      for (const entry of tocEntries(section)) {
        expect(container.querySelector(`section#${section.id} h3#${entry.id}`)).toHaveTextContent(
          entry.text,
        );
      }
    }
    // Duplicate React keys would be logged here.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("uses unique Spanish slugs as section and sub-heading ids", () => {
    const ids = content.sections.flatMap((section) => [
      section.id,
      ...tocEntries(section).map((entry) => entry.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it("shows the last update as a machine-readable date", () => {
    const { container } = render(<LegalPage content={content} updatedAt="2026-11-01" />);
    const time = container.querySelector("header time");
    expect(time).toHaveTextContent("1 de noviembre de 2026");
    expect(time).toHaveAttribute("datetime", "2026-11-01");
    expect(time?.parentElement).toHaveTextContent(
      `${legalPageLabels.updated} 1 de noviembre de 2026`,
    );
  });

  it("leaves its e-mail and WhatsApp links untracked: a rights request is not a conversion", () => {
    const { container } = render(<LegalPage content={content} updatedAt="2026-11-01" />);
    const contactLinks = container.querySelectorAll(
      'a[href^="mailto:"], a[href^="https://wa.me/"]',
    );
    expect(contactLinks.length).toBeGreaterThanOrEqual(2);
    expect(container.querySelectorAll("a[data-track]")).toHaveLength(0);
    for (const link of container.querySelectorAll('a[href^="https://wa.me/"]')) {
      expect(link).toHaveAttribute("target", "_blank");
    }
  });
});

describe.each(documents)("the %s identifies the company", (_name, content, id) => {
  it("shows the legal name, NIT, notification address, data-protection e-mail and effective date", () => {
    const { container } = render(<LegalPage content={content} updatedAt="2026-11-01" />);
    const firstSection = container.querySelector("section");
    for (const text of [
      site.legalName,
      site.nit,
      NOTIFICATION_ADDRESS,
      site.privacyEmail,
      effectiveDate(id),
    ]) {
      expect(firstSection).toHaveTextContent(text);
    }
  });
});

describe("a table block", () => {
  const withTable: LegalDocument = {
    ...privacyPolicy,
    sections: [
      {
        id: "tabla",
        title: "Tabla",
        blocks: [
          {
            type: "table",
            caption: "Cookies del sitio",
            columns: ["Nombre", "Duración"],
            rows: [
              ["_ga", "2 años"],
              ["_gcl_au", "90 días"],
            ],
          },
        ],
      },
    ],
  };

  it("renders a captioned table with column and row headers, in a focusable region", () => {
    render(<LegalPage content={withTable} updatedAt="2026-11-01" />);
    const table = screen.getByRole("table", { name: "Cookies del sitio" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Nombre", "Duración"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["_ga", "_gcl_au"]);
    expect(
      within(table)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2 años", "90 días"]);
    const region = screen.getByRole("region", { name: "Cookies del sitio" });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute("tabindex", "0");
  });
});
