import { spriteUrl } from "~/lib/sprite";
import type { CountryCode } from "~/content/types";
import { cn } from "~/lib/cn";

/**
 * A country's flag (country-flag-icons, 3:2) from the shared sprite, in its own colours: an
 * `<img>` of the sprite's view. Decorative: the name is written beside it.
 */
export function CountryFlag({ code, className }: { code: CountryCode; className?: string }) {
  return (
    <img
      src={spriteUrl(`flag-${code}`)}
      alt=""
      width={30}
      height={20}
      loading="lazy"
      decoding="async"
      className={cn("h-5 w-7.5 shrink-0 rounded-sm shadow-sm sm:h-6 sm:w-9", className)}
    />
  );
}
