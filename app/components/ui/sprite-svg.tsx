import type { LucideIcon } from "lucide-react";
import type { SVGProps } from "react";
import { cn } from "~/lib/cn";
import { recordSpriteSymbol, SPRITE_PATH } from "~/lib/sprite";

type SpriteSvgProps = { symbol: string } & Omit<SVGProps<SVGSVGElement>, "children">;

/**
 * A decorative graphic drawn from the shared sprite with <use>. It costs a few bytes of HTML
 * instead of the whole drawing, which keeps the home page's HTML inside the first network round
 * trip. Icons in the first screen stay inline (lucide-react) so they paint with the text.
 * Server renders record the symbol: the build writes exactly the recorded ones (app/lib/sprite.ts).
 */
export function SpriteSvg({ symbol, ...props }: SpriteSvgProps) {
  if (import.meta.env.SSR) recordSpriteSymbol(symbol);
  return (
    <svg aria-hidden="true" {...props}>
      <use href={`${SPRITE_PATH}#${symbol}`} />
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
