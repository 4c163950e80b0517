import { Fragment } from "react";
import { legalPageLabels } from "~/content/legal/common";
import type { EarlierVersion } from "~/content/legal/versions";
import { formatLegalDate } from "~/lib/format-date";

/**
 * The earlier versions of a legal page, newest first, each linking to its text as it was
 * published: the terms promise that every version shows its date, and the policy that a new one
 * is published here with it. Nothing while there is no earlier version.
 */
export function EarlierVersionLinks({ versions }: { versions: readonly EarlierVersion[] }) {
  if (versions.length === 0) return null;
  return (
    <p className="mt-2 text-sm text-slate-600 print:hidden">
      {legalPageLabels.earlier}{" "}
      {versions.map((version, index) => (
        <Fragment key={version.path}>
          {index > 0 ? "; " : null}
          <a href={version.path} className="text-brand-700 underline underline-offset-2">
            {`${legalPageLabels.effectiveFrom} ${formatLegalDate(version.effectiveAt)}`}
          </a>
        </Fragment>
      ))}
    </p>
  );
}
