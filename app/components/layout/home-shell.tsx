import type { ReactNode } from "react";
import { site } from "~/config/site";
import { mainNav } from "~/content/navigation";
import { whatsappUrl } from "~/lib/contact-links";
import { FloatingActions } from "./floating-actions";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/** Home page frame: skip link, fixed header, the sections, footer and floating controls. */
export function HomeShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader items={mainNav} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <FloatingActions whatsappHref={whatsappUrl(site.phoneDigits)} />
    </>
  );
}
