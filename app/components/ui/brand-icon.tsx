import type { SocialPlatform } from "~/content/types";
import { cn } from "~/lib/cn";
import { SpriteSvg } from "./sprite-svg";

/**
 * A brand mark in the current text colour, from the shared sprite (simple-icons; devicon for
 * LinkedIn: scripts/icon-sprite.ts). Decorative: the text beside it names it.
 */
export function BrandIcon({
  platform,
  className,
}: {
  platform: SocialPlatform;
  className?: string;
}) {
  return (
    <SpriteSvg symbol={`brand-${platform}`} className={cn(className ?? "size-5", "fill-current")} />
  );
}
