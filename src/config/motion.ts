/** Thresholds and timings (docs/requirements.md, "Timings and thresholds"), with their units in the name. */

/** The header turns opaque once the page is scrolled more than this. */
export const SCROLLED_HEADER_PX = 20;
/** The back-to-top button shows once the page is scrolled more than this. */
export const BACK_TO_TOP_PX = 300;
/** On a phone the floating chat button shows once the page is scrolled this much. */
export const FLOATING_CHAT_PX = 96;
/** A section counts as reached when its top minus this offset is at or above the scroll position. */
export const ACTIVE_SECTION_OFFSET_PX = 100;

/** Delay between neighbouring cards' reveals; the reveal's duration lives in app.css. */
export const REVEAL_STAGGER_MS = 100;

export const ROTATING_INDEX_STEP_MS = 3000;
export const ROTATING_INDEX_POSITIONS = 6;

export const HERO_STATUS_DELAY_MS = 3000;
/** Hero efficiency figure: base + factor × rotating index, in percent (65 % to 100 %). */
export const HERO_EFFICIENCY_BASE_PCT = 65;
export const HERO_EFFICIENCY_STEP_PCT = 7;

export const DASHBOARD_TICK_MS = 150;

/** Technology carousel: one slide every 5000 ms, continuous and linear. */
export const MARQUEE_SLIDE_MS = 5000;

/** Dashboard counters' rise per tick (docs/requirements.md, "Dashboard counters"); the caps are content (about.ts). */
export const DASHBOARD_STEPS = {
  tasksCompleted: 3,
  projectsActive: 1,
  codeCommits: 25,
  uptime: 0.1,
} as const;
/** The dashboard counters start once this share of them is on screen (seen, not just grazed). */
export const DASHBOARD_START_VISIBLE_RATIO = 0.5;
/**
 * How long a browser's own smooth focus scroll may run before the consent bar checks again that
 * the focused element is clear of it (src/islands/consent-bar.ts).
 */
export const FOCUS_SCROLL_SETTLE_MS = 600;
