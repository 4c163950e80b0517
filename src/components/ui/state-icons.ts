import { Pause, Play, X, type LucideIcon } from "lucide-react";
import type { IconStyle } from "~/lib/icon-id";

/**
 * Sprite icons that an island draws only in a state reached by interaction, so no server render
 * shows them: the sprite adds them from here (src/pages/icons.svg.ts). An island that swaps a
 * sprite icon on interaction takes it from here, with the style it is drawn in
 * (`<SpriteIcon {...STATE_ICONS.menuOpen} />`).
 * (The FAQ's chevron only rotates and the consent banner draws no sprite icon.)
 */
export const STATE_ICONS = {
  /** Mobile menu toggle while the menu is open (mobile-menu.tsx). */
  menuOpen: { icon: X },
  /** Marquee toggle while the visitor has paused it: "resume" (marquee-toggle.tsx). */
  marqueePaused: { icon: Play, filled: true },
  /** Marquee toggle while it runs: "pause" (prerendered too). */
  marqueeRunning: { icon: Pause, filled: true },
} as const satisfies Record<string, { icon: LucideIcon } & IconStyle>;
