import type { FooterLink } from "~/content/types";
import { footerHeading, footerLink } from "./footer-styles";

type FooterColumnProps = { title: string; links: readonly FooterLink[] };

/** A titled list of footer links. */
export function FooterColumn({ title, links }: FooterColumnProps) {
  return (
    <nav aria-label={title}>
      <h2 className={footerHeading}>{title}</h2>
      <ul className="mt-3 text-sm md:mt-5 md:space-y-3">
        {links.map((link) => (
          <li key={link.name}>
            <a href={link.href} className={footerLink}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
