import { ExternalLink as ExternalIcon } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { lucideMaskStyle } from "~/components/ui/sprite-icon";
import type { NavItem } from "~/content/types";
import { cn } from "~/lib/cn";

const variants = {
  bar: {
    // The look: .nav-bar in src/styles/app.css (one class, not the same utilities on every item);
    // the active style: .nav-bar[aria-current] in src/styles/page-behaviour.css.
    base: "nav-bar",
    // The client portal serves people who are already clients: a quiet outlined link that
    // brightens on hover, so the eye goes to the page's own calls to action.
    external: "ml-2 text-slate-300 ring-1 ring-white/20",
  },
  menu: {
    base: "nav-menu", // .nav-menu and .nav-menu[aria-current], the same files
    external: "mt-3 justify-center text-sm text-slate-300 ring-1 ring-white/15",
  },
} as const;

const externalMark = lucideMaskStyle(ExternalIcon);

type NavLinkProps = {
  item: NavItem;
  active: boolean;
  variant: keyof typeof variants;
};

/**
 * One navigation item, shared by the desktop bar and the mobile menu. `active` is the prerendered
 * state; the boot script moves `aria-current` as the page scrolls, and the active style follows it.
 */
export function NavLink({ item, active, variant }: NavLinkProps) {
  const styles = variants[variant];
  if (item.external) {
    // Its new-tab mark is its own ::after, from the sprite (.trail-icon, src/styles/marks.css).
    return (
      <ExternalLink
        href={item.href}
        style={externalMark}
        className={cn(styles.base, styles.external, "trail-icon after:size-3.5")}
      >
        {item.label}
      </ExternalLink>
    );
  }
  return (
    <a href={item.href} aria-current={active ? "location" : undefined} className={styles.base}>
      {item.label}
    </a>
  );
}
