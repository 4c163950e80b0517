import type { SocialPlatform } from "~/content/types";
import { SpriteMark } from "./sprite-icon";

/** The sprite drawing of a platform's brand mark. */
export function brandIconId(platform: SocialPlatform): string {
  return `brand-${platform}`;
}

/**
 * A brand mark in the current text colour, from the shared sprite (simple-icons; devicon's mark for
 * LinkedIn: src/lib/icon-sprite.ts). Decorative: the text beside it names it.
 */
export function BrandIcon({
  platform,
  className,
}: {
  platform: SocialPlatform;
  className?: string;
}) {
  return <SpriteMark id={brandIconId(platform)} className={className ?? "size-5"} />;
}
