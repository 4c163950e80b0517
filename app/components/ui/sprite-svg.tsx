import type { LucideIcon } from "lucide-react";
import type { SVGProps } from "react";
import { cn } from "~/lib/cn";

/** Written by the build with exactly the symbols the pages use (scripts/icon-sprite.ts). */
export const ICON_SPRITE_PATH = "/icons.svg";

type SpriteSvgProps = { symbol: string } & Omit<SVGProps<SVGSVGElement>, "children">;

/**
 * A decorative graphic drawn from the shared sprite with <use>. It costs a few bytes of HTML
 * instead of the whole drawing, which keeps the home page's HTML inside the first network round
 * trip. Icons in the first screen stay inline (lucide-react) so they paint with the text.
 */
export function SpriteSvg({ symbol, ...props }: SpriteSvgProps) {
  return (
    <svg aria-hidden="true" {...props}>
      <use href={`${ICON_SPRITE_PATH}#${symbol}`} />
    </svg>
  );
}

/** A lucide icon from the sprite, with lucide's own stroke attributes. */
export function SpriteIcon({
  icon,
  className,
  strokeWidth = 2,
}: {
  icon: LucideIcon;
  className?: string;
  strokeWidth?: number;
}) {
  if (!icon.displayName) throw new Error("SpriteIcon: this lucide icon has no displayName.");
  return (
    <SpriteSvg
      symbol={`lucide-${icon.displayName}`}
      className={cn("lucide", className)}
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
