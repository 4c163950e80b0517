import { shellCopy } from "~/content/shell";
import { Copyright } from "./copyright";
import { LegalFooterLinks } from "./footer-link-list";

/**
 * The not-found page's footer: what every page's footer gives whoever lands on a wrong address,
 * the legal pages, the cookie preferences (the privacy policy says they are at the foot of every
 * page), and the company with its NIT and the consumer authority (Ley 1480 de 2011, art. 50).
 */
export function NotFoundFooter() {
  return (
    <footer className="bg-ink-950 px-4 py-6 text-center text-sm text-slate-400 sm:px-6">
      <nav aria-label={shellCopy.notFoundFooter.navLabel}>
        <LegalFooterLinks className="flex flex-wrap justify-center gap-x-6 md:gap-y-2" />
      </nav>
      <p className="mt-2">
        <Copyright />
      </p>
    </footer>
  );
}
