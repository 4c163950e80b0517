/**
 * The floating chat button's contact notice (docs/requirements.md, "Consent"): prerendered
 * hidden beside the button, shown on the button's first use in a visit, while the chat opens in
 * its own tab as usual, and closed by the visitor. A visit is the browser tab's session.
 */
export const CHAT_NOTICE_ID = "aviso-chat";
/** Session storage key that remembers the notice was shown (the privacy policy names it). */
export const CHAT_NOTICE_SHOWN_KEY = "aviso-chat-mostrado";
/**
 * The open notice's height, which the end of the page keeps free below the footer while it shows
 * (floating-actions.css), so the footer's last row ("Preferencias de cookies") is never under it.
 */
export const CHAT_NOTICE_HEIGHT_VAR = "--chat-notice-height";

function firstUseThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(CHAT_NOTICE_SHOWN_KEY)) return false;
    sessionStorage.setItem(CHAT_NOTICE_SHOWN_KEY, "1");
  } catch {
    // Storage blocked: show it each time rather than never.
  }
  return true;
}

/** One delegated listener: a click on `control` shows the notice once; its button hides it. */
export function showChatNoticeOnFirstUse(control: string): void {
  document.addEventListener("click", (event) => {
    const notice = document.getElementById(CHAT_NOTICE_ID);
    const target = event.target instanceof Element ? event.target : null;
    if (!notice || !target) return;
    if (target.closest(`#${CHAT_NOTICE_ID} button`)) notice.hidden = true;
    else if (target.closest(control) && firstUseThisVisit()) {
      notice.hidden = false;
      document.body.style.setProperty(CHAT_NOTICE_HEIGHT_VAR, `${notice.offsetHeight}px`);
    }
  });
}
