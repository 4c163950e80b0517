import type { LucideIcon } from "lucide-react";
import type { AnchorHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { BRAND_GRADIENT } from "./brand-gradient";
import { ExternalLink } from "./external-link";
import { lucideMaskStyle } from "./sprite-icon";

/** The shapes, as classes in src/styles/app.css (.btn: at least 48 px tall, centred label and
 * icon; .btn-compact: 44 px, for a fixed top bar): one class instead of the same utilities on
 * every button of the page. */
const sizes = { default: "btn", compact: "btn-compact" };
/** The size of the icon after the label, for each shape. */
const iconSizes = { default: "after:size-5", compact: "after:size-4" };

/**
 * Every page has one primary and one secondary button, so the eye learns what "act here" looks
 * like: the primary is the page's gradient, the secondary a quiet ring. Each is drawn for a light
 * or a dark surface. The home page (and the error page) use the brand's cyan → blue; the lab page
 * its teal → emerald, with a teal focus ring (teal-700 reads at more than 3:1 on white, where the
 * site's cyan ring would not). White text passes 4.5:1 across both gradients.
 */
const LAB_PRIMARY =
  "bg-gradient-to-r from-teal-700 to-emerald-700 text-white shadow-lg shadow-teal-700/25 hover:brightness-110 focus-visible:outline-teal-700";
const LAB_SECONDARY =
  "bg-white text-teal-800 shadow-sm ring-1 ring-teal-200 hover:bg-teal-50 focus-visible:outline-teal-700";

const looks = {
  home: {
    primary: {
      light: cn(BRAND_GRADIENT, "text-white shadow-lg shadow-brand-600/30 hover:brightness-110"),
      dark: cn(BRAND_GRADIENT, "text-white shadow-lg shadow-brand-600/30 hover:brightness-110"),
    },
    secondary: {
      light: "bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50",
      dark: "bg-white/5 text-white ring-1 ring-white/25 hover:bg-white/10",
    },
  },
  // The lab page has no dark surface: its buttons look the same wherever they sit.
  lab: {
    primary: {
      light: LAB_PRIMARY,
      dark: LAB_PRIMARY,
    },
    secondary: {
      light: LAB_SECONDARY,
      dark: LAB_SECONDARY,
    },
  },
} as const;

type ActionLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** The page's one call-to-action look (home and error pages, or the lab page). */
  theme?: keyof typeof looks;
  variant?: "primary" | "secondary";
  /** What the button sits on. */
  surface?: "light" | "dark";
  size?: keyof typeof sizes;
  /** Opens in a new tab through ExternalLink. */
  external?: boolean;
  /** A mark after the label (an arrow), drawn by the link itself (.trail-icon, src/styles/marks.css). */
  icon?: LucideIcon;
};

/** A call-to-action link that looks like a button. */
export function ActionLink({
  theme = "home",
  variant = "primary",
  surface = "light",
  size = "default",
  external = false,
  icon,
  className,
  style,
  children,
  ...props
}: ActionLinkProps) {
  const classes = cn(
    sizes[size],
    looks[theme][variant][surface],
    icon && ["trail-icon", iconSizes[size]],
    className,
  );
  const styles = icon ? { ...lucideMaskStyle(icon), ...style } : style;
  return external ? (
    <ExternalLink {...props} style={styles} className={classes}>
      {children}
    </ExternalLink>
  ) : (
    <a {...props} style={styles} className={classes}>
      {children}
    </a>
  );
}
