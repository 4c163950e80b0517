import { Mail, MapPin } from "lucide-react";
import { ContactNotice } from "~/components/ui/contact-notice";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { ROUTE_PATHS } from "~/config/route-paths";
import { site } from "~/config/site";
import { footerLocation, footerTagline } from "~/content/footer";
import { shellCopy } from "~/content/shell";
import { cn } from "~/lib/cn";
import { mailtoUrl, phoneText, telUrl } from "~/lib/contact-links";
import { footerLink } from "./footer-styles";
import { HOME_TOP_HREF, HomeLogoLink } from "./home-logo-link";

/** The two footers' versions: the home page's is roomier, with icons and the tagline. */
const looks = {
  home: {
    block: "space-y-2 md:space-y-3",
    location: "flex items-center gap-2 text-sm",
    email: cn(footerLink, "flex gap-2 text-sm"),
    notice: undefined,
  },
  subpage: {
    block: "space-y-3",
    location: "text-sm text-slate-400",
    email: footerLink,
    notice: "max-w-xs",
  },
} as const;

const icon = (glyph: typeof Mail) => <SpriteIcon icon={glyph} className="size-4 text-accent-400" />;

/**
 * First block of both footers: the logo linking home, the location, the e-mail (on the lab and
 * legal pages with the landline beside it) and the contact notice.
 */
export function FooterBrand({ page }: { page: keyof typeof looks }) {
  const home = page === "home";
  const look = looks[page];
  const email = (
    <a href={mailtoUrl(site.email)} data-track="footer" className={look.email}>
      {home ? icon(Mail) : null}
      {site.email}
    </a>
  );
  return (
    <div className={look.block}>
      {home ? (
        <HomeLogoLink href={HOME_TOP_HREF} />
      ) : (
        <HomeLogoLink href={ROUTE_PATHS.home} label={shellCopy.logoLink.subpage} />
      )}
      {/* On a phone the place and the e-mail (or the e-mail and the phone) share a line. */}
      {home ? (
        <>
          <p className="text-sm leading-relaxed text-slate-400">{footerTagline}</p>
          <div className="flex flex-wrap items-center gap-x-5 md:flex-col md:items-start md:gap-y-3">
            <p className={look.location}>
              {icon(MapPin)}
              {footerLocation}
            </p>
            {email}
          </div>
        </>
      ) : (
        <>
          <p className={look.location}>{footerLocation}</p>
          <p className="flex flex-wrap items-center gap-x-5 text-sm md:flex-col md:items-start md:gap-1">
            {email}
            <a href={telUrl(site.landlineDigits)} className={footerLink}>
              <span className="sr-only">{phoneText(`${shellCopy.phoneLinkPrefix.tel} `)}</span>
              {phoneText(site.landlineDisplay)}
            </a>
          </p>
        </>
      )}
      <ContactNotice tone="dark" className={look.notice} />
    </div>
  );
}
