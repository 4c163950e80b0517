import { earlierVersionNotice } from "~/content/legal/common";
import type { LegalDocumentId } from "~/config/legal-versions";
import type { LegalSnapshot } from "~/content/legal/earlier-versions";
import type { LegalDocument } from "~/content/legal/types";
import type { EarlierVersion } from "~/content/legal/versions";
import { formatLegalDate } from "~/lib/format-date";
import { LegalPage } from "./legal-page";

type EarlierVersionPageProps = {
  /** The document in force: its look, and the address the notice links to. */
  current: LegalDocument;
  currentPath: string;
  document: LegalDocumentId;
  snapshot: LegalSnapshot;
  version: EarlierVersion;
};

/**
 * An earlier version of a legal page, as published, saying when it governed (or until when it
 * still does, while the next one has yet to take effect) and linking the page's current text.
 */
export function EarlierVersionPage({
  current,
  currentPath,
  document,
  snapshot,
  version,
}: EarlierVersionPageProps) {
  const notice = earlierVersionNotice(
    {
      from: formatLegalDate(version.effectiveAt),
      until: formatLegalDate(version.until),
      next: formatLegalDate(version.next),
    },
    version.inForce,
    document,
  );
  return (
    <LegalPage content={{ ...current, ...snapshot }} updatedAt={version.updatedAt}>
      <p className="mt-4 max-w-[65ch] rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 print:border-black print:bg-white print:text-black">
        {`${notice.text} `}
        <a href={currentPath} className="font-semibold underline underline-offset-2">
          {notice.link}
        </a>
        .
      </p>
    </LegalPage>
  );
}
