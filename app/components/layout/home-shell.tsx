import type { ReactNode } from "react";
import { site } from "~/config/site";
import { mainNav } from "~/content/navigation";
import { Island } from "~/islands/island";
import { FloatingActionsIsland } from "./floating-actions-island";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/** Home page frame: skip link, fixed header, the sections, footer and floating controls. */
export function HomeShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Island
        name="SiteHeader"
        component={SiteHeader}
        props={{ brand: site.companyName, items: mainNav }}
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <FloatingActionsIsland />
    </>
  );
}
