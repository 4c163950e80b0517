import type { FooterLink } from "~/content/types";

type FooterColumnProps = { title: string; links: readonly FooterLink[]; linkClass: string };

/** A titled list of footer links. */
export function FooterColumn({ title, links, linkClass }: FooterColumnProps) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-5 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.name}>
            <a href={link.href} className={linkClass}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
