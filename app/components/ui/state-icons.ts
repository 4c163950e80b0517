import { Pause, Play, X } from "lucide-react";

/**
 * Sprite icons that an island draws only in a state reached by interaction, so no server render
 * records them (app/lib/sprite.ts): the build adds them to /icons.svg from here
 * (scripts/postbuild.ts). An island that swaps a sprite icon on interaction takes it from here.
 * (The FAQ's chevron only rotates and the consent banner draws no sprite icon.)
 */
export const STATE_ICONS = {
  /** Mobile menu toggle while the menu is open (mobile-menu.tsx). */
  menuOpen: X,
  /** Marquee toggle while the visitor has paused it: "resume" (marquee-toggle.tsx). */
  marqueePaused: Play,
  /** Marquee toggle while it runs: "pause" (prerendered too). */
  marqueeRunning: Pause,
} as const;
