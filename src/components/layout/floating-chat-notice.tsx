import { contactNoticeShort } from "~/content/contact-notice";
import { shellCopy } from "~/content/shell";
import { CHAT_NOTICE_ID } from "~/lib/first-use-notice";

/**
 * The floating chat button's contact notice: who answers and handles the data, what for, and the
 * policy with the visitor's rights. Beside the button, to its left; shown on the button's first
 * use in a visit (src/lib/first-use-notice.ts), never over the button itself.
 */
export function FloatingChatNotice() {
  const { link } = contactNoticeShort;
  return (
    <p
      id={CHAT_NOTICE_ID}
      hidden
      className="pointer-events-auto absolute right-full bottom-0 mr-3 w-60 rounded-xl border border-slate-300 bg-white py-2 pr-9 pl-3 text-xs text-slate-700"
    >
      {contactNoticeShort.text}{" "}
      <a href={link.href} className="text-brand-700 underline">
        {link.name}
      </a>
      .
      <button
        type="button"
        aria-label={shellCopy.floating.closeNotice}
        className="absolute top-0 right-0 size-9 text-lg text-slate-600"
      >
        ×
      </button>
    </p>
  );
}
