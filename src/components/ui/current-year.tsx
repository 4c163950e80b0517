import { CURRENT_YEAR_ATTRIBUTE } from "~/lib/current-year";

/** The year at build time; the boot script refreshes it so the copyright never goes stale. */
export function CurrentYear() {
  return <span {...{ [CURRENT_YEAR_ATTRIBUTE]: "" }}>{new Date().getFullYear()}</span>;
}
