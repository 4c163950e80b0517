import type { ReactNode } from "react";
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
