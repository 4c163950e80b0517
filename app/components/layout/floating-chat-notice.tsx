import { contactNoticeShort } from "~/content/contact-notice";
import { shellCopy } from "~/content/shell";
import { CHAT_NOTICE_ID } from "~/lib/first-use-notice";

/**
 * The floating chat button's contact notice: who answers and handles the data, what for, and the
 * policy with the visitor's rights. Beside the button, to its left; shown on the button's first
 * use in a visit (app/lib/first-use-notice.ts), never over the button itself.
 */
export function FloatingChatNotice() {
  const { link } = contactNoticeShort;
  return (
    // Styled in app.css (.chat-notice): it is on the home page, whose first response has a budget.
    <p id={CHAT_NOTICE_ID} hidden className="chat-notice">
      {contactNoticeShort.text} <a href={link.href}>{link.name}</a>.
      <button type="button" aria-label={shellCopy.floating.closeNotice}>
        ×
      </button>
    </p>
  );
}
