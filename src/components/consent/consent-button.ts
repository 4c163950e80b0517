import { cn } from "~/lib/cn";

/** At least 44 px tall; each grows to share its row and wraps its words where a row is narrow. */
const base =
  "inline-flex min-h-11 grow items-center justify-center rounded-xl px-3 py-1 text-center text-sm font-semibold";

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
