import { Logo, logoClasses } from "~/components/ui/logo";
import { cn } from "~/lib/cn";
import { site } from "~/config/site";
import { HOME_SECTION_IDS } from "~/content/sections";
import { shellCopy } from "~/content/shell";

/** The top of the home page: its first section. */
export const HOME_TOP_HREF = `#${HOME_SECTION_IDS[0]}`;

/** How the link sits in its parent (it is an inline flex box of the mark and the name). */
const displays = {
  /** On a line of its own (footers, the error page). */
  block: "rounded-lg",
  /** A flex item of the home header's bar. */
  item: "rounded-lg",
  /** The subpage bar: on a phone the mark alone, beside the back link. */
  markOnPhone: "shrink-0 rounded-lg",
} as const;

type HomeLogoLinkProps = {
  /** HOME_TOP_HREF on the home page, "/" everywhere else. */
  href: string;
  /** Accessible name; the logo's own text is the company name. */
  label?: string;
  tone?: "light" | "dark";
  display?: keyof typeof displays;
};

/** The logo as the link home: headers, footers and the error page. */
export function HomeLogoLink({
  href,
  label = shellCopy.logoLink.home,
  tone,
  display = "block",
}: HomeLogoLinkProps) {
  return (
    <a href={href} className={cn(logoClasses(tone), displays[display])} aria-label={label}>
      <Logo name={site.companyName} markOnPhone={display === "markOnPhone"} />
    </a>
  );
}
