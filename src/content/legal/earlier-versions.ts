/**
 * The pages of the earlier versions of the legal texts (/<document>/<effective date>): each
 * shows the text as it was published, kept beside the record (src/config/legal-versions-file.ts),
 * under the current page's look. Not indexed: a search must lead to the text in force.
 */
import { readSnapshot } from "~/config/legal-versions-file";
import type { LegalDocumentId } from "~/config/legal-versions";
import { site } from "~/config/site";
import { pageSeo } from "~/content/seo";
import { formatLegalDate } from "~/lib/format-date";
import { absoluteUrl, pageMetadata, type PageMetadata } from "~/lib/seo";
import type { LegalDocument } from "./types";
import { earlierVersions } from "./shown-versions";
import type { EarlierVersion } from "./versions";

/** An earlier version's text: what the page shows of it (icon and labels are today's). */
export type LegalSnapshot = Pick<LegalDocument, "title" | "intro" | "sections">;

const SEO_KEY = { "privacy-policy": "privacy", "terms-of-service": "terms" } as const;

/**
 * The head: the current page's, renamed and not indexed (so with neither a canonical link nor an
 * og:url; its social image is the current page's).
 */
function versionMetadata(document: LegalDocumentId, version: EarlierVersion): PageMetadata {
  const current = pageSeo[SEO_KEY[document]];
  const from = formatLegalDate(version.effectiveAt);
  const until = formatLegalDate(version.until);
  return pageMetadata(
    {
      ...current,
      title: `${current.title}: versión del ${from}`,
      description: `Versión de ${current.title} que rige del ${from} al ${until}, como se publicó. La más reciente está en ${absoluteUrl(site.siteUrl, current.path)}.`,
      noindex: true,
    },
    site,
  );
}

export type EarlierVersionPage = {
  params: { version: string };
  props: { version: EarlierVersion; snapshot: LegalSnapshot; metadata: PageMetadata };
};

/** getStaticPaths of a document's earlier versions. */
export function earlierVersionPages(document: LegalDocumentId): EarlierVersionPage[] {
  return earlierVersions(document).map((version) => ({
    params: { version: version.effectiveAt },
    props: {
      version,
      snapshot: readSnapshot(site.nit, document, version.effectiveAt) as LegalSnapshot,
      metadata: versionMetadata(document, version),
    },
  }));
}
