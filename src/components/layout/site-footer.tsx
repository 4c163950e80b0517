import { BrandIcon } from "~/components/ui/brand-icon";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/config/site";
import { footerServiceLinks, socialLinks } from "~/content/footer";
import { footerQuickLinks } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { questionChatUrl } from "~/content/whatsapp";
import { Copyright } from "./copyright";
import { FooterBrand } from "./footer-brand";
import { FooterColumn } from "./footer-column";
import { LegalFooterLinks } from "./footer-link-list";
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
      {/* The brand with the e-mail, the channels, then the two link lists (side by side on a phone). */}
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-4 px-4 py-6 sm:px-6 md:py-12 lg:grid-cols-4 lg:gap-12 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <FooterBrand page="home" />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <h2 className={footerHeading}>{shellCopy.footer.connectTitle}</h2>
          <ExternalLink
            href={questionChatUrl.home}
            data-track="footer"
            className={cn(footerLink, "mt-3 flex gap-2 text-sm md:mt-5")}
          >
            <BrandIcon platform="whatsapp" className="size-4 text-accent-400" />
            {/* The visible number alone would not say which app it opens. */}
            <span className="sr-only">{shellCopy.phoneLinkPrefix.whatsapp} </span>
            {site.phoneDisplay}
          </ExternalLink>
          <div className="mt-4 flex items-center gap-4">
            <p className="text-sm font-medium text-white">{shellCopy.footer.followUs}</p>
            <ul className="flex gap-3">
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
        <FooterColumn title={shellCopy.footer.quickLinksTitle} links={footerQuickLinks} />
        <FooterColumn title={shellCopy.footer.servicesTitle} links={footerServiceLinks} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-xs text-slate-400 sm:px-6 sm:text-sm md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            <Copyright />
          </p>
          <LegalFooterLinks className="flex flex-wrap gap-x-4 md:gap-y-2" />
          <p>{shellCopy.footer.madeIn}</p>
        </div>
      </div>
    </footer>
  );
}
