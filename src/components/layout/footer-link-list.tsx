import type { ReactNode } from "react";
import { ConsentReopenButton } from "~/components/consent/consent-reopen-button";
import { site } from "~/config/site";
import { legalLinks } from "~/content/footer";
import type { FooterLink } from "~/content/types";
import { footerLink } from "./footer-styles";

type FooterLinkListProps = {
  links: readonly FooterLink[];
  className: string;
  /** Items after the links, e.g. the consent settings button. */
  children?: ReactNode;
};

/** A list of the footers' links, in their shared look. */
export function FooterLinkList({ links, className, children }: FooterLinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.name}>
          <a href={link.href} className={footerLink}>
            {link.name}
          </a>
        </li>
      ))}
      {children}
    </ul>
  );
}

/**
 * The legal pages and, where a Google tag brings the consent bar, the cookie preferences: at the
 * foot of every page, the not-found page's included, as the privacy policy says.
 */
export function LegalFooterLinks({ className }: { className: string }) {
  return (
    <FooterLinkList links={legalLinks} className={className}>
      {site.gaMeasurementId ? (
        <li>
          <ConsentReopenButton className={footerLink} />
        </li>
      ) : null}
    </FooterLinkList>
  );
}
