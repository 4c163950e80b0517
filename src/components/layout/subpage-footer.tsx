import { ConsentReopenButton } from "~/components/consent/consent-reopen-button";
import { subpageFooterLinks } from "~/content/footer";
import { shellCopy } from "~/content/shell";
import { Copyright } from "./copyright";
import { FooterBrand } from "./footer-brand";
import { FooterLinkList } from "./footer-link-list";
import { footerLink } from "./footer-styles";

/** Footer of the lab and legal pages: brand, contact, the site's pages and the legal links. */
export function SubpageFooter() {
  return (
    <footer className="bg-ink-950 text-slate-300 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between md:py-12 lg:px-8">
        <FooterBrand page="subpage" />
        <nav aria-label={shellCopy.subpageFooter.pagesNavLabel}>
          <FooterLinkList
            links={subpageFooterLinks}
            className="grid grid-cols-2 gap-x-5 text-sm sm:flex sm:flex-row sm:flex-wrap sm:gap-x-6 md:gap-y-3"
          />
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-slate-400 sm:px-6 lg:px-8">
          <Copyright /> <ConsentReopenButton className={footerLink} />
        </p>
      </div>
    </footer>
  );
}
