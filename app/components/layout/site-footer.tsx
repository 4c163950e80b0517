import { Mail, MapPin, Phone } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-svg";
import { ConsentReopenButton } from "~/components/consent/consent-reopen-button";
import { ContactNotice } from "~/components/ui/contact-notice";
import { BrandIcon } from "~/components/ui/brand-icon";
import { CurrentYear } from "~/components/ui/current-year";
import { ExternalLink } from "~/components/ui/external-link";
import { Logo } from "~/components/ui/logo";
import { site } from "~/config/site";
import {
  footerLocation,
  footerServiceLinks,
  footerTagline,
  legalLinks,
  socialLinks,
} from "~/content/footer";
import { footerQuickLinks } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { mailtoUrl, whatsappUrl } from "~/lib/contact-links";
import { FooterColumn } from "./footer-column";
import { footerHeading, footerLink } from "./footer-styles";
import { shellCopy } from "~/content/shell";

/** Home-page footer (docs/requirements.md, "Home sections"). */
export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-5">
          <a
            href="#inicio"
            className="inline-block rounded-lg"
            aria-label={`${site.companyName}: ir al inicio`}
          >
            <Logo name={site.companyName} />
          </a>
          <p className="text-sm leading-relaxed text-slate-400">{footerTagline}</p>
          <p className="flex items-center gap-2 text-sm">
            <SpriteIcon icon={MapPin} className="size-4 text-accent-400" />
            {footerLocation}
          </p>
          <a
            href={mailtoUrl(site.email)}
            data-track="footer"
            className={cn(footerLink, "flex gap-2 text-sm")}
          >
            <SpriteIcon icon={Mail} className="size-4 text-accent-400" />
            {site.email}
          </a>
          <ContactNotice tone="dark" />
        </div>
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
                  className={`grid size-11 place-items-center rounded-xl bg-white/8 text-white ring-1 ring-white/10 transition-colors ${social.color}`}
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
            © <CurrentYear /> {`${site.companyName}. ${shellCopy.footer.rights}`}
          </p>
          <ul className="flex flex-wrap gap-x-5 md:gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={footerLink}>
                  {link.name}
                </a>
              </li>
            ))}
            {site.gaMeasurementId ? (
              <li>
                <ConsentReopenButton className={footerLink} />
              </li>
            ) : null}
          </ul>
          <p>{shellCopy.footer.madeIn}</p>
        </div>
      </div>
    </footer>
  );
}
