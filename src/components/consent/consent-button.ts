import { cn } from "~/lib/cn";

const base =
  "inline-flex min-h-11 items-center justify-center rounded-xl px-3 text-sm font-semibold whitespace-nowrap";

/** Rejecting and choosing look alike; accepting is the brand's button, no larger in size. */
const looks = {
  secondary: "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50",
  primary: "bg-brand-600 text-white hover:bg-brand-700",
} as const;

/** The classes of one of the bar's buttons: rejecting is as easy and as visible as accepting. */
export function consentButton(look: keyof typeof looks, extra?: string): string {
  return cn(base, looks[look], extra);
}
