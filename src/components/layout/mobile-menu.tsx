import { Menu } from "lucide-react";
import type { NavItem } from "~/content/types";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { STATE_ICONS } from "~/components/ui/state-icons";
import { MENU_ID } from "~/islands/page-hooks";
import { NavList } from "./nav-list";
import { shellCopy } from "~/content/shell";

type MobileMenuProps = { items: readonly NavItem[]; isActive: (item: NavItem) => boolean };

/**
 * Hamburger menu below the large breakpoint. It is an HTML popover, so the toggle, Escape and
 * the open/close icon (CSS `:has(:popover-open)`) work without any JavaScript; the boot script
 * (src/islands/page-behaviour.ts) closes it when an item is chosen and keeps aria-expanded.
 * The panel stops a little above the bottom of the viewport and scrolls, so at any zoom or in a
 * landscape phone every item can be reached and shows whole when focused (WCAG 1.4.10, 2.4.11);
 * tabIndex -1 keeps Firefox from adding the scrolling panel itself as a nameless Tab stop.
 * Opaque and unblurred: through a translucent blurred panel Firefox showed the hero's headline.
 */
export function MobileMenu({ items, isActive }: MobileMenuProps) {
  return (
    <div className="group lg:hidden">
      <button
        type="button"
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        aria-label={shellCopy.mobileMenu.toggleLabel}
        className="grid size-11 place-items-center rounded-xl text-white transition-colors hover:bg-white/10"
      >
        <Menu aria-hidden="true" className="size-6 group-has-open:hidden" />
        <SpriteIcon {...STATE_ICONS.menuOpen} className="hidden size-6 group-has-open:block" />
      </button>
      <div id={MENU_ID} popover="auto" tabIndex={-1} className="menu-panel">
        <NavList items={items} isActive={isActive} variant="menu" />
      </div>
    </div>
  );
}
