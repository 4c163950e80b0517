import { Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { NavItem } from "~/content/types";
import { SpriteIcon } from "~/components/ui/sprite-svg";
import { STATE_ICONS } from "~/components/ui/state-icons";
import { NavLink } from "./nav-link";

const MENU_ID = "menu-movil";

type MobileMenuProps = { items: readonly NavItem[]; isActive: (item: NavItem) => boolean };

/**
 * Hamburger menu below the large breakpoint. It is an HTML popover, so the toggle and Escape
 * work before any JavaScript; once hydrated, choosing an item or moving focus out of it closes
 * it and aria-expanded follows its state.
 */
export function MobileMenu({ items, isActive }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // null until hydrated: the browser then derives the expanded state from popovertarget.
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => {
      const isOpen = (event as ToggleEvent).newState === "open";
      setOpen(isOpen);
      const focusInside =
        element.contains(document.activeElement) || document.activeElement === document.body;
      if (!isOpen && focusInside) toggle.current?.focus();
    };
    // Tabbing past the last item (or back past the first) leaves the menu: close it, so it never
    // stays open over the content that now has focus.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || element.contains(next) || toggle.current?.contains(next))
        return;
      if (element.matches(":popover-open")) element.hidePopover();
    };
    element.addEventListener("toggle", onToggle);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      element.removeEventListener("toggle", onToggle);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  const close = () => panel.current?.hidePopover();

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        aria-expanded={open ?? undefined}
        aria-label="Menú de navegación"
        className="grid size-11 place-items-center rounded-xl text-white transition-colors hover:bg-white/10"
      >
        {open ? (
          <SpriteIcon icon={STATE_ICONS.menuOpen} className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <div
        ref={panel}
        id={MENU_ID}
        popover="auto"
        className="inset-x-3 top-18 bottom-auto m-0 w-auto rounded-2xl border border-white/10 bg-ink-900/97 p-3 text-white shadow-2xl shadow-ink-950/50 backdrop-blur-md"
      >
        <nav aria-label="Menú móvil">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink item={item} active={isActive(item)} variant="menu" onClick={close} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
