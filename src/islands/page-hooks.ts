/**
 * The attributes, ids and classes by which the inline boot script (page-behaviour.ts) finds the
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
