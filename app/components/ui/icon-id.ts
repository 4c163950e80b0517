import type { LucideIcon } from "lucide-react";

/** How a lucide icon is drawn: lucide's outline by default, or filled as well. */
export type IconStyle = { filled?: boolean };

/**
 * The sprite entry of a lucide icon in a given style: `lucide-Check`, or `lucide-Pause.fill`
 * (filled). The drawing is baked into the sprite, so its style is part of the id;
 * scripts/icon-sprite.ts reads the same form back.
 */
export function lucideIconId(icon: LucideIcon, { filled = false }: IconStyle = {}): string {
  if (!icon.displayName) throw new Error("lucideIconId: this lucide icon has no displayName.");
  return `lucide-${icon.displayName}${filled ? ".fill" : ""}`;
}
