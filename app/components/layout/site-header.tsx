import { HOME_SECTION_IDS, type HomeSectionId } from "~/content/sections";
import type { NavItem } from "~/content/types";
import { useActiveSection } from "~/hooks/use-active-section";
import { useScrollY } from "~/hooks/use-scroll-y";
import { Logo } from "~/components/ui/logo";
import { cn } from "~/lib/cn";
import { isHeaderScrolled } from "~/lib/scroll";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";

export type SiteHeaderProps = { brand: string; items: readonly NavItem[] };

/** "#nosotros" → "nosotros" when it is one of the home sections. */
export function sectionOf(href: string): HomeSectionId | undefined {
  const id = href.startsWith("#") ? href.slice(1) : "";
  return (HOME_SECTION_IDS as readonly string[]).includes(id) ? (id as HomeSectionId) : undefined;
}

/** Fixed home-page header: transparent over the hero, solid once the page scrolls. */
export function SiteHeader({ brand, items }: SiteHeaderProps) {
  const scrollY = useScrollY();
  const scrolled = isHeaderScrolled(scrollY);
  const active = useActiveSection(HOME_SECTION_IDS, "inicio");
  const isActive = (item: NavItem) => !item.external && sectionOf(item.href) === active;

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300",
        scrolled ? "bg-ink-900/85 shadow-lg shadow-ink-950/20 backdrop-blur-md" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
        <a href="#inicio" className="rounded-lg" aria-label={`${brand}: ir al inicio`}>
          <Logo name={brand} />
        </a>
        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink item={item} active={isActive(item)} variant="bar" />
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu items={items} isActive={isActive} />
      </div>
    </header>
  );
}
