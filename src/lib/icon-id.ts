import type { LucideIcon } from "lucide-react";

/** lucide's own stroke width, the one every outline icon is drawn with unless told otherwise. */
export const LUCIDE_STROKE_WIDTH = 2;

/**
 * How a lucide icon is drawn: lucide's outline by default, or filled as well, or with a heavier
 * stroke (the service cards' small checks are drawn at 3 so they still read at 14 px).
 */
export type IconStyle = { filled?: boolean; strokeWidth?: number };

/**
 * The sprite entry of a lucide icon in a given style: `lucide-Check`, `lucide-Pause.fill`
 * (filled) or `lucide-Check.w3` (stroke width 3). The drawing is baked into the sprite, so its
 * style is part of the id; src/lib/icon-sprite.ts reads the same form back.
 */
export function lucideIconId(
  icon: LucideIcon,
  { filled = false, strokeWidth = LUCIDE_STROKE_WIDTH }: IconStyle = {},
): string {
  if (!icon.displayName) throw new Error("lucideIconId: this lucide icon has no displayName.");
  const weight = strokeWidth === LUCIDE_STROKE_WIDTH ? "" : `.w${strokeWidth}`;
  return `lucide-${icon.displayName}${filled ? ".fill" : ""}${weight}`;
}
