import type { AnchorHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { ExternalLink } from "./external-link";

const variants = {
  /** Brand blue on light backgrounds. */
  primary: "bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700",
  /** Signature cyan on the deep navy base. */
  accent: "bg-accent-400 text-ink-950 shadow-lg shadow-accent-500/20 hover:bg-accent-300",
  /** Deep navy on light backgrounds. */
  dark: "bg-ink-900 text-white hover:bg-ink-700",
  /** WhatsApp green, darkened for white text (≥ 4.5:1). */
  whatsapp: "bg-[#177a40] text-white shadow-lg shadow-emerald-900/20 hover:bg-[#12663a]",
} as const;

type ActionLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  variant?: keyof typeof variants;
  /** Opens in a new tab through ExternalLink. */
  external?: boolean;
};

/** A call-to-action link that looks like a button (44 px tall at least). */
export function ActionLink({
  variant = "primary",
  external = false,
  className,
  children,
  ...props
}: ActionLinkProps) {
  const classes = cn(
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-6 py-3 text-base font-semibold transition-colors",
    variants[variant],
    className,
  );
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
