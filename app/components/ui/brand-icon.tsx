import type { SocialPlatform } from "~/content/types";
import { SpriteMark } from "./sprite-svg";

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
  return <SpriteMark id={`brand-${platform}`} className={className ?? "size-5"} />;
}
