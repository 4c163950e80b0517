import { HOME_SECTION_IDS, type HomeSectionId } from "~/content/sections";
import type { NavItem } from "~/content/types";
import { SCROLL_HEADER_ATTRIBUTE } from "~/islands/page-hooks";
import { HOME_TOP_HREF, HomeLogoLink } from "./home-logo-link";
import { MobileMenu } from "./mobile-menu";
import { NavList } from "./nav-list";

export type SiteHeaderProps = { items: readonly NavItem[] };

/** "#<id>" → "<id>" when it is one of the home sections. */
export function sectionOf(href: string): HomeSectionId | undefined {
  const id = href.startsWith("#") ? href.slice(1) : "";
  return (HOME_SECTION_IDS as readonly string[]).includes(id) ? (id as HomeSectionId) : undefined;
}

/** The section the prerendered page shows as active: the top of the page. */
const INITIAL_SECTION: HomeSectionId = HOME_SECTION_IDS[0];

/**
 * Fixed home-page header: transparent over the hero, solid once the page scrolls. Static markup:
 * the boot script (src/islands/page-behaviour.ts) sets `data-scrolled` and moves `aria-current`
 * to the active section's links, and the classes below follow those attributes.
 */
export function SiteHeader({ items }: SiteHeaderProps) {
  const isActive = (item: NavItem) => !item.external && sectionOf(item.href) === INITIAL_SECTION;
  const attributes = { [SCROLL_HEADER_ATTRIBUTE]: "" };
  return (
    <header
      {...attributes}
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,backdrop-filter] duration-300"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
        <HomeLogoLink href={HOME_TOP_HREF} display="item" />
        <NavList items={items} isActive={isActive} variant="bar" />
        <MobileMenu items={items} isActive={isActive} />
      </div>
    </header>
  );
}
