/**
 * The attributes, ids and classes by which the boot script (page-behaviour.ts) finds the
 * markup that SiteHeader, MobileMenu and FloatingActions prerender. Constants only, so the
 * components import no behaviour.
 */
export const SCROLL_HEADER_ATTRIBUTE = "data-scroll-header";
export const BACK_TO_TOP_ATTRIBUTE = "data-back-to-top";
export const MENU_ID = "menu-movil";
export const FLOATING_ACTIONS_CLASS = "floating-actions";
export const FLOATING_CHAT_CLASS = "floating-chat";
/** On a section's heading while it takes focus as a link's jump carries it into view. */
export const ARRIVING_ATTRIBUTE = "data-arriving";
/** On the prerendered consent bar's wrapper (components/consent/consent-bar.tsx), hidden until asked. */
export const CONSENT_ATTRIBUTE = "data-consent";
/** The id of the consent bar's title, which names the bar. */
export const CONSENT_TITLE_ID = "consentimiento-titulo";
/** The consent bar, for what it covers (it is named by its title). */
export const CONSENT_BAR_SELECTOR = `section[aria-labelledby="${CONSENT_TITLE_ID}"]`;
/** On the footer buttons that reopen the consent bar. */
export const CONSENT_OPEN_ATTRIBUTE = "data-consent-open";
/** Set on <html> while a bar is fixed at the bottom; app.css reserves its height from it. */
export const BOTTOM_BAR_ATTRIBUTE = "data-bottom-bar";
/** The bar's current height, in px, for app.css. */
export const BOTTOM_BAR_HEIGHT_VAR = "--bottom-bar-height";
