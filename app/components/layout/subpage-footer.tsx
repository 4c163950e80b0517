import { ConsentReopenButton } from "~/components/consent/consent-reopen-button";
import { ContactNotice } from "~/components/ui/contact-notice";
import { CurrentYear } from "~/components/ui/current-year";
import { Logo } from "~/components/ui/logo";
import { labPath, site } from "~/config/site";
import { legalLinks } from "~/content/footer";
import { mailtoUrl, phoneText, telUrl } from "~/lib/contact-links";
import { footerLink } from "./footer-styles";
import { footerLocation } from "~/content/footer";
import { shellCopy } from "~/content/shell";

const pageLinks = [
  { name: "Inicio", href: "/" },
  { name: site.labProductName, href: labPath },
  ...legalLinks,
];

/** Footer of the lab and legal pages: brand, contact, the site's pages and the legal links. */
export function SubpageFooter() {
  return (
    <footer className="bg-ink-950 text-slate-300 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="space-y-3">
          <a
            href="/"
            className="inline-block rounded-lg"
            aria-label={`${site.companyName}: página de inicio`}
          >
            <Logo name={site.companyName} />
          </a>
          <p className="text-sm text-slate-400">{footerLocation}</p>
          <p className="flex flex-col items-start text-sm md:gap-1">
            <a href={mailtoUrl(site.email)} data-track="footer" className={footerLink}>
              {site.email}
            </a>
            <a href={telUrl(site.landlineDigits)} className={footerLink}>
              {phoneText(site.landlineDisplay)}
            </a>
          </p>
          <ContactNotice tone="dark" className="max-w-xs" />
        </div>
        <nav aria-label={shellCopy.subpageFooter.pagesNavLabel}>
          <ul className="flex flex-col text-sm sm:flex-row sm:flex-wrap sm:gap-x-6 md:gap-y-3">
            {pageLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={footerLink}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          © <CurrentYear /> {site.companyName}. Todos los derechos reservados.{" "}
          <ConsentReopenButton className={footerLink} />
        </p>
      </div>
    </footer>
  );
}
