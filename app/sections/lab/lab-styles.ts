/**
 * Class lookup table of the lab page's buttons, with its clinical focus ring (teal-700 reads
 * at more than 3:1 on white, where the site's cyan ring would not).
 */
export const labButton = {
  primary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-teal-700 to-emerald-700 px-6 text-base font-semibold text-white shadow-lg shadow-teal-700/25 transition-[box-shadow,transform] hover:-translate-y-0.5 hover:shadow-xl focus-visible:outline-teal-700",
  secondary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-semibold text-teal-800 shadow-sm ring-1 ring-teal-200 transition-colors hover:bg-teal-50 focus-visible:outline-teal-700",
  onDark:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-semibold text-teal-900 shadow-lg shadow-teal-950/30 transition-colors hover:bg-teal-50 focus-visible:outline-white",
} as const;
