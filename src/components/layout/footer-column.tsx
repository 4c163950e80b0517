import type { FooterLink } from "~/content/types";
import { FooterLinkList } from "./footer-link-list";
import { footerHeading } from "./footer-styles";

type FooterColumnProps = { title: string; links: readonly FooterLink[] };

/** A titled list of footer links. */
export function FooterColumn({ title, links }: FooterColumnProps) {
  return (
    <nav aria-label={title}>
      <h2 className={footerHeading}>{title}</h2>
      <FooterLinkList links={links} className="mt-3 space-y-1 text-sm md:mt-5 md:space-y-3" />
    </nav>
  );
}
