/**
 * Shape of the legal documents (privacy policy, terms). The copy is data; the shared legal-page
 * layout in `src/sections/legal/` renders it, so both pages look and behave the same.
 */

import type { LucideIcon } from "lucide-react";

/** A run of inline text: plain, emphasised (subjects, key figures) or a link. */
export type LegalSpan =
  | string
  | { strong: string }
  | {
      link: string;
      /**
       * mailto:, https://wa.me/…, tel:, a site path ("/…") or an external https:// URL (opens in
       * a new tab). None is measured: a person asking about their data or the terms is not a
       * commercial contact (Ley 1581 de 2012, art. 4 lit. b).
       */
      href: string;
    };

/** Inline content: a plain string or a sequence of spans. */
export type LegalText = string | readonly LegalSpan[];

export type LegalBlock =
  | { type: "paragraph"; text: LegalText }
  | { type: "list"; items: readonly LegalText[]; ordered?: boolean }
  /**
   * A sub-heading (h3) inside a section. With an `id` (a Spanish slug) it is also an anchor and an
   * entry of the table of contents, under its section: give one to what a reader looks for.
   */
  | { type: "subheading"; text: string; id?: string }
  /** Terms and their meaning (a <dl>); `card` sets it apart, e.g. the contact details. */
  | {
      type: "definitions";
      items: readonly { term: string; description: LegalText }[];
      card?: boolean;
    }
  /** A data table (e.g. the cookies): `columns` heads each cell of every row, in order. */
  | {
      type: "table";
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly LegalText[])[];
    };

export type LegalSection = {
  /** Stable Spanish slug: the section's anchor (#id) in the table of contents and in links. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  /** The page's h1. */
  title: string;
  /** Short label above the title, with its icon. */
  eyebrow: string;
  icon: LucideIcon;
  /** One-paragraph summary under the title. */
  intro: string;
  /** Label of the table of contents. */
  tocLabel: string;
  sections: readonly LegalSection[];
};
