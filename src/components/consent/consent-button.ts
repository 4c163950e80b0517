import { cn } from "~/lib/cn";

const base =
  "inline-flex min-h-11 items-center justify-center rounded-xl px-3 text-sm font-semibold whitespace-nowrap";

/**
 * Rejecting all and accepting all are the same button in looks and size, so neither answer is
 * nudged; choosing one by one is the quieter third.
 */
const looks = {
  answer: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50",
} as const;

/** The classes of one of the bar's buttons. */
export function consentButton(look: keyof typeof looks, extra?: string): string {
  return cn(base, looks[look], extra);
}
