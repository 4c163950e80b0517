/**
 * Anchors of the legal pages that other pages link to. Kept apart from the documents, which read
 * the company configuration: the consent bar, which runs in the browser, links here too.
 */

/** The privacy policy's section on the cookie bar and how to change the choice. */
export const COOKIE_NOTICE_ANCHOR = "aviso-de-cookies";

/** The privacy policy's section on the data subject's rights and how to exercise them. */
export const RIGHTS_ANCHOR = "derechos";
