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
import { absoluteUrl, buildMeta, type HeadTag } from "~/lib/seo";
import type { LegalDocument } from "./types";
import { earlierVersions, type EarlierVersion } from "./versions";

/** An earlier version's text: what the page shows of it (icon and labels are today's). */
export type LegalSnapshot = Pick<LegalDocument, "title" | "intro" | "sections">;

const SEO_KEY = { "privacy-policy": "privacy", "terms-of-service": "terms" } as const;

/** Head tags: the current page's, renamed, at the version's address, and not indexed. */
function versionTags(document: LegalDocumentId, version: EarlierVersion): HeadTag[] {
  const current = pageSeo[SEO_KEY[document]];
  const from = formatLegalDate(version.effectiveAt);
  const until = formatLegalDate(version.until);
  const tags = buildMeta(
    {
      ...current,
      title: `${current.title}: versión del ${from}`,
      description: `Versión de ${current.title} que rige del ${from} al ${until}, como se publicó. La más reciente está en ${absoluteUrl(site.siteUrl, current.path)}.`,
      noindex: true,
    },
    site,
  );
  const url = absoluteUrl(site.siteUrl, version.path);
  return tags.map((tag) =>
    "property" in tag && tag.property === "og:url" ? { ...tag, content: url } : tag,
  );
}

export type EarlierVersionPage = {
  params: { version: string };
  props: { version: EarlierVersion; snapshot: LegalSnapshot; tags: HeadTag[] };
};

/** getStaticPaths of a document's earlier versions. */
export function earlierVersionPages(document: LegalDocumentId): EarlierVersionPage[] {
  return earlierVersions(document).map((version) => ({
    params: { version: version.effectiveAt },
    props: {
      version,
      snapshot: readSnapshot(site.nit, document, version.effectiveAt) as LegalSnapshot,
      tags: versionTags(document, version),
    },
  }));
}
