import { SpriteSvg } from "~/components/ui/sprite-svg";
import type { CountryCode } from "~/content/types";
import { cn } from "~/lib/cn";

/**
 * A country's flag (country-flag-icons, 3:2) from the shared sprite. Decorative: the name is
 * written beside it.
 */
export function CountryFlag({ code, className }: { code: CountryCode; className?: string }) {
  return (
    <SpriteSvg
      symbol={`flag-${code}`}
      className={cn("h-5 w-7.5 shrink-0 rounded-sm shadow-sm sm:h-6 sm:w-9", className)}
    />
  );
}
