import { ExternalLink as ExternalIcon } from "lucide-react";
import type { MouseEventHandler } from "react";
import { BRAND_GRADIENT } from "~/components/ui/brand-gradient";
import { ExternalLink } from "~/components/ui/external-link";
import type { NavItem } from "~/content/types";
import { cn } from "~/lib/cn";

const variants = {
  bar: {
    base: "relative inline-flex min-h-11 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium text-slate-200 transition-colors hover:bg-white/10 hover:text-white",
    active:
      "bg-white/12 text-white after:absolute after:inset-x-3.5 after:bottom-1.5 after:h-0.5 after:rounded-full after:bg-accent-400",
    external: "ml-2 text-white shadow-md shadow-brand-600/30 hover:bg-none hover:bg-brand-600",
  },
  menu: {
    base: "flex min-h-12 items-center justify-between gap-2 rounded-xl px-4 text-base font-medium text-slate-200 transition-colors hover:bg-white/10 hover:text-white",
    active: "bg-white/12 text-white shadow-[inset_3px_0_0] shadow-accent-400",
    external: "mt-2 justify-center text-white",
  },
} as const;

type NavLinkProps = {
  item: NavItem;
  active: boolean;
  variant: keyof typeof variants;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
};

/** One navigation item, shared by the desktop bar and the mobile menu. */
export function NavLink({ item, active, variant, onClick }: NavLinkProps) {
  const styles = variants[variant];
  if (item.external) {
    return (
      <ExternalLink
        href={item.href}
        onClick={onClick}
        className={cn(styles.base, BRAND_GRADIENT, styles.external)}
      >
        {item.label}
        <ExternalIcon aria-hidden="true" className="size-3.5" />
      </ExternalLink>
    );
  }
  return (
    <a
      href={item.href}
      onClick={onClick}
      aria-current={active ? "location" : undefined}
      className={cn(styles.base, active && styles.active)}
    >
      {item.label}
    </a>
  );
}
