import type { LucideIcon } from "lucide-react";
import type { CSSProperties } from "react";
import { cn } from "~/lib/cn";
import { lucideIconId, type IconStyle } from "~/lib/icon-id";
import { spriteUrl } from "~/lib/sprite";

/**
 * A one-colour decorative mark from the shared sprite: an empty box painted in the current text
 * colour through the drawing as a mask (`.icon` in app.css). It costs a few bytes of HTML and,
 * unlike `<svg><use>`, no shadow tree for the browser to clone and style per icon: on the home
 * page that was a quarter of the document's main-thread work (docs/decisions/0005).
 */
export function SpriteMark({ id, className }: { id: string; className?: string }) {
  return <span aria-hidden="true" className={cn("icon", className)} style={maskStyle(id)} />;
}

/**
 * The custom property that names a drawing for `.icon` and `.icon-tile` (app.css), and for the
 * marks an element draws itself (`.lead-icon`, `.tick`: src/styles/marks.css).
 */
export function maskStyle(id: string): CSSProperties {
  return { "--icon": `url(${spriteUrl(id)})` } as CSSProperties;
}

/** maskStyle for a lucide icon, in lucide's stroke style unless told otherwise. */
export function lucideMaskStyle(icon: LucideIcon, style: IconStyle = {}): CSSProperties {
  return maskStyle(lucideIconId(icon, style));
}

/** A lucide icon from the sprite, in lucide's stroke style unless told otherwise. */
export function SpriteIcon({
  icon,
  className,
  ...style
}: { icon: LucideIcon; className?: string } & IconStyle) {
  return <SpriteMark id={lucideIconId(icon, style)} className={className} />;
}

/**
 * A sprite drawing on its tile, in one element: the classes give the tile (size, shape,
 * background, text colour) and the drawing's size as `before:size-*`; its `::before` paints the
 * drawing (`.icon-tile` in app.css). One element instead of a tile wrapping an icon: the home page
 * has dozens, and every element costs a low-end phone parse, style and layout time.
 */
export function SpriteTile({ id, className }: { id: string; className: string }) {
  return <span aria-hidden="true" className={cn("icon-tile", className)} style={maskStyle(id)} />;
}

/** A lucide icon on its tile (SpriteTile), in lucide's stroke style unless told otherwise. */
export function IconTile({
  icon,
  className,
  ...style
}: { icon: LucideIcon; className: string } & IconStyle) {
  return <SpriteTile id={lucideIconId(icon, style)} className={className} />;
}
