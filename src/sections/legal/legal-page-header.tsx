import { CalendarDays, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { legalPageLabels } from "~/content/legal/common";
import type { EarlierVersion } from "~/content/legal/versions";
import { formatLegalDate } from "~/lib/format-date";
import { EarlierVersionLinks } from "./earlier-version-links";

type LegalPageHeaderProps = {
  title: string;
  eyebrow: string;
  icon: LucideIcon;
  intro: string;
  /** ISO date (AAAA-MM-DD) of the last update, from the record of versions. */
  updatedAt: string;
  /** The earlier versions, newest first ("cada versión indica arriba su fecha"). */
  earlier: readonly EarlierVersion[];
  /** Shown under the dates (an earlier version says it no longer governs). */
  children?: ReactNode;
};

/**
 * The title band of a legal page: eyebrow, the page's only h1, summary, last-updated date and the
 * earlier versions.
 */
export function LegalPageHeader({
  title,
  eyebrow,
  icon: Icon,
  intro,
  updatedAt,
  earlier,
  children,
}: LegalPageHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white print:border-slate-400 print:bg-none">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 sm:pb-16 lg:px-8 print:p-0 print:pb-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100 print:hidden">
          <Icon aria-hidden="true" className="size-4" />
          {eyebrow}
        </p>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl print:mt-0 print:text-3xl print:text-black">
          {title}
        </h1>
        <p className="mt-5 max-w-[65ch] text-lg leading-relaxed text-pretty text-slate-600 print:text-base print:text-black">
          {intro}
        </p>
        <p className="mt-6 inline-flex items-center gap-2 text-sm text-slate-600 print:text-black">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-600 print:hidden" />
          <span>
            {legalPageLabels.updated}{" "}
            <time dateTime={updatedAt} className="font-medium text-slate-900 print:text-black">
              {formatLegalDate(updatedAt)}
            </time>
          </span>
        </p>
        <EarlierVersionLinks versions={earlier} />
        {children}
      </div>
    </header>
  );
}
