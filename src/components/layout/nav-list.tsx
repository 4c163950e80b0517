import { shellCopy } from "~/content/shell";
import type { NavItem } from "~/content/types";
import { NavLink } from "./nav-link";

/** The landmark's name and classes (when it shows, which way the list runs) of each place. */
const places = {
  bar: {
    label: shellCopy.header.navLabel,
    nav: "hidden lg:block",
    list: "flex items-center gap-1",
  },
  menu: { label: shellCopy.mobileMenu.navLabel, nav: undefined, list: "flex flex-col gap-1" },
} as const;

type NavListProps = {
  items: readonly NavItem[];
  isActive: (item: NavItem) => boolean;
  variant: keyof typeof places;
};

/** The main navigation's items as a named landmark: the desktop bar and the mobile menu. */
export function NavList({ items, isActive, variant }: NavListProps) {
  const place = places[variant];
  return (
    <nav aria-label={place.label} className={place.nav}>
      <ul className={place.list}>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} active={isActive(item)} variant={variant} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
