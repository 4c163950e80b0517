import { Phone } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { ConsentReopenButton } from "~/components/consent/consent-reopen-button";
import { ContactNotice } from "~/components/ui/contact-notice";
import { BrandIcon } from "~/components/ui/brand-icon";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/config/site";
import { footerServiceLinks, legalLinks, socialLinks } from "~/content/footer";
import { footerQuickLinks } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { whatsappUrl } from "~/lib/contact-links";
import { Copyright } from "./copyright";
import { FooterBrand } from "./footer-brand";
import { FooterColumn } from "./footer-column";
import { FooterLinkList } from "./footer-link-list";
import { footerHeading, footerLink } from "./footer-styles";
import { shellCopy } from "~/content/shell";

/** Each profile's icon takes its platform's colour on hover. */
const socialHover = {
  facebook: "hover:bg-[#1877f2]",
  instagram: "hover:bg-[#c13584]",
  linkedin: "hover:bg-[#0a66c2]",
} as const;

/** Home-page footer (docs/requirements.md, "Home sections"). */
export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <FooterBrand page="home" />
        <FooterColumn title={shellCopy.footer.quickLinksTitle} links={footerQuickLinks} />
        <FooterColumn title={shellCopy.footer.servicesTitle} links={footerServiceLinks} />
        <div>
          <h2 className={footerHeading}>{shellCopy.footer.connectTitle}</h2>
          <ExternalLink
            href={whatsappUrl(site.phoneDigits)}
            data-track="footer"
            className={cn(footerLink, "mt-3 flex gap-2 text-sm md:mt-5")}
          >
            <SpriteIcon icon={Phone} className="size-4 text-accent-400" />
            {site.phoneDisplay}
          </ExternalLink>
          <ContactNotice tone="dark" className="mt-2" />
          <p className="mt-6 text-sm font-medium text-white">{shellCopy.footer.followUs}</p>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map((social) => (
              <li key={social.platform}>
                <ExternalLink
                  href={social.href}
                  aria-label={social.label}
                  className={cn(
                    "grid size-11 place-items-center rounded-xl bg-white/8 text-white ring-1 ring-white/10 transition-colors",
                    socialHover[social.platform],
                  )}
                >
                  <BrandIcon platform={social.platform} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            <Copyright />
          </p>
          <FooterLinkList links={legalLinks} className="flex flex-wrap gap-x-5 md:gap-y-2">
            {site.gaMeasurementId ? (
              <li>
                <ConsentReopenButton className={footerLink} />
              </li>
            ) : null}
          </FooterLinkList>
          <p>{shellCopy.footer.madeIn}</p>
        </div>
      </div>
    </footer>
  );
}
