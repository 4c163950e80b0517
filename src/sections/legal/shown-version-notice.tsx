import type { shownVersionNotice } from "~/content/legal/common";

export type ShownVersionNoticeProps = {
  notice: ReturnType<typeof shownVersionNotice>;
  /** The page of the version in force today, while the shown one has yet to take effect. */
  href?: string | undefined;
};

/**
 * Under the dates of the shown version: from when (and, for the terms, for whom) it governs and,
 * while it has yet to take effect, a link to the version that governs until then.
 */
export function ShownVersionNotice({ notice, href }: ShownVersionNoticeProps) {
  if (!notice) return null;
  return (
    <p className="mt-2 max-w-[65ch] text-sm text-slate-600 print:text-black">
      {notice.text}
      {"link" in notice && href ? (
        <>
          {" "}
          <a href={href} className="text-brand-700 underline underline-offset-2">
            {notice.link}
          </a>
          {notice.after}
        </>
      ) : null}
    </p>
  );
}
