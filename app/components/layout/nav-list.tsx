import type { NavItem } from "~/content/types";
import { NavLink } from "./nav-link";

type NavListProps = {
  label: string;
  items: readonly NavItem[];
  isActive: (item: NavItem) => boolean;
  variant: "bar" | "menu";
  /** Classes of the nav landmark (e.g. when it shows) and of its list (its direction). */
  className?: string;
  listClassName: string;
};

/** The main navigation's items as a named landmark: the desktop bar and the mobile menu. */
export function NavList({
  label,
  items,
  isActive,
  variant,
  className,
  listClassName,
}: NavListProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} active={isActive(item)} variant={variant} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
