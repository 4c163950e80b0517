import { ArrowLeft } from "lucide-react";
import { ActionLink } from "~/components/ui/action-link";
import { ROUTE_PATHS } from "~/config/route-paths";
import { subpageNav } from "~/content/navigation";
import { shellCopy } from "~/content/shell";
import { lucideMaskStyle } from "~/components/ui/sprite-icon";
import { HomeLogoLink } from "./home-logo-link";

/** The back link's arrow, its own ::before (.lead-icon, src/styles/marks.css). */
const backMark = lucideMaskStyle(ArrowLeft);

type SubpageHeaderProps = {
  /** Optional call to action on the right, e.g. the lab page's "Solicitar Demo" → #contacto. */
  cta?: { label: string; href: string };
};

/**
 * Fixed top bar of the lab and legal pages: the logo and a back link to "/", and a CTA. Opaque
 * white, not a translucent blur of what scrolls under it: over these white pages the two look
 * the same, and a backdrop blur made a phone redraw the bar's backdrop on every frame of a scroll.
 */
export function SubpageHeader({ cta }: SubpageHeaderProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <nav aria-label={subpageNav.label} className="flex items-center gap-2 sm:gap-6">
          <HomeLogoLink
            href={ROUTE_PATHS.home}
            label={shellCopy.logoLink.subpage}
            tone="dark"
            display="markOnPhone"
          />
          <a
            href={ROUTE_PATHS.home}
            style={backMark}
            className="lead-icon inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-600 transition-colors before:size-4 hover:text-slate-900"
          >
            {subpageNav.back}
          </a>
        </nav>
        {cta ? (
          <ActionLink href={cta.href} theme="lab" size="compact">
            {cta.label}
          </ActionLink>
        ) : null}
      </div>
    </header>
  );
}
