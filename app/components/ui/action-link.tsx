import type { AnchorHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { BRAND_GRADIENT } from "./brand-gradient";
import { ExternalLink } from "./external-link";

const sizes = {
  /** At least 48 px tall, centred label and icon. */
  default: "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-6",
  /** 44 px, for a fixed top bar. */
  compact: "inline-flex min-h-11 items-center rounded-xl px-4",
};

/** The home page's buttons: body-size text, fixed padding, colour transitions. */
const home = "py-3 text-base font-semibold transition-colors";

/**
 * The lab page's buttons, with its clinical focus ring (teal-700 reads at more than 3:1 on white,
 * where the site's cyan ring would not).
 */
const lab = "text-base font-semibold focus-visible:outline-teal-700";

const variants = {
  /** Brand blue on light backgrounds. */
  primary: cn(home, "bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"),
  /** Signature cyan on the deep navy base. */
  accent: cn(home, "bg-accent-400 text-ink-950 shadow-lg shadow-accent-500/20 hover:bg-accent-300"),
  /** Deep navy on light backgrounds. */
  dark: cn(home, "bg-ink-900 text-white hover:bg-ink-700"),
  /** WhatsApp green, darkened for white text (≥ 4.5:1). */
  whatsapp: cn(home, "bg-[#177a40] text-white shadow-lg shadow-emerald-900/20 hover:bg-[#12663a]"),
  /** The signature gradient on the deep navy base (the error page). */
  gradient: cn("font-semibold text-white", BRAND_GRADIENT),
  /** A hairline ring on the deep navy base, beside a `gradient` one. */
  ringDark: "font-semibold text-white ring-1 ring-white/20 hover:bg-white/10",
  /** Lab page: teal to emerald on light backgrounds. */
  lab: cn(
    lab,
    "bg-gradient-to-r from-teal-700 to-emerald-700 text-white shadow-lg shadow-teal-700/25 transition-[box-shadow,transform] hover:-translate-y-0.5 hover:shadow-xl",
  ),
  /** Lab page: white with a teal ring, beside a `lab` one. */
  labQuiet: cn(
    lab,
    "bg-white text-teal-800 shadow-sm ring-1 ring-teal-200 transition-colors hover:bg-teal-50",
  ),
  /** Lab page: the top bar's small gradient button. */
  labBar:
    "bg-gradient-to-r from-teal-700 to-emerald-700 text-sm font-semibold text-white shadow-md shadow-teal-700/25 transition-shadow hover:shadow-lg",
  /** Lab page: white on its teal panels. */
  labOnDark:
    "bg-white text-base font-semibold text-teal-900 shadow-lg shadow-teal-950/30 transition-colors hover:bg-teal-50 focus-visible:outline-white",
} as const;

type ActionLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Opens in a new tab through ExternalLink. */
  external?: boolean;
};

/** A call-to-action link that looks like a button. */
export function ActionLink({
  variant = "primary",
  size = "default",
  external = false,
  className,
  children,
  ...props
}: ActionLinkProps) {
  const classes = cn(sizes[size], variants[variant], className);
  return external ? (
    <ExternalLink {...props} className={classes}>
      {children}
    </ExternalLink>
  ) : (
    <a {...props} className={classes}>
      {children}
    </a>
  );
}
