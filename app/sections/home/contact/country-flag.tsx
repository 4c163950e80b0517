import AR from "country-flag-icons/react/3x2/AR";
import CO from "country-flag-icons/react/3x2/CO";
import CR from "country-flag-icons/react/3x2/CR";
import ES from "country-flag-icons/react/3x2/ES";
import PA from "country-flag-icons/react/3x2/PA";
import PE from "country-flag-icons/react/3x2/PE";
import US from "country-flag-icons/react/3x2/US";
import UY from "country-flag-icons/react/3x2/UY";
import type { CountryCode } from "~/content/types";
import { cn } from "~/lib/cn";

const flags = { AR, CO, CR, ES, PA, PE, US, UY } as const satisfies Record<CountryCode, unknown>;

/** A country's flag (country-flag-icons, 3:2 SVG). Decorative: the name is written beside it. */
export function CountryFlag({ code, className }: { code: CountryCode; className?: string }) {
  const Flag = flags[code];
  return (
    <Flag aria-hidden="true" className={cn("h-6 w-9 shrink-0 rounded-sm shadow-sm", className)} />
  );
}
