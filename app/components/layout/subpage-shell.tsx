import type { ReactNode } from "react";
import { site } from "~/config/site";
import { whatsappUrl } from "~/lib/contact-links";
import { FloatingActions } from "./floating-actions";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { SubpageFooter } from "./subpage-footer";
import { SubpageHeader } from "./subpage-header";

type SubpageShellProps = {
  children: ReactNode;
  cta?: { label: string; href: string };
  /** The lab page has the floating chat and back-to-top; the legal pages do not. */
  floatingActions?: boolean;
};

/** Frame of the lab and legal pages. */
export function SubpageShell({ children, cta, floatingActions = false }: SubpageShellProps) {
  return (
    <>
      <SkipLink />
      <SubpageHeader cta={cta} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="pt-16 outline-none print:pt-0">
        {children}
      </main>
      <SubpageFooter />
      {floatingActions ? <FloatingActions whatsappHref={whatsappUrl(site.phoneDigits)} /> : null}
    </>
  );
}
