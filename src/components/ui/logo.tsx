import { cn } from "~/lib/cn";
import { FAVICON_SVG } from "~/lib/site-icons";

type LogoProps = {
  name: string;
  tone?: "light" | "dark";
  /** On a phone only the mark shows (a narrow bar); the link around it carries the name. */
  markOnPhone?: boolean;
};

const toneClasses = { light: "text-white", dark: "text-slate-900" } as const;

/** The classes of the element that holds the logo (the link home, HomeLogoLink). */
export function logoClasses(tone: LogoProps["tone"] = "light"): string {
  return cn("inline-flex items-center gap-2.5 font-semibold tracking-tight", toneClasses[tone]);
}

/**
 * The company's mark (its logo.svg, served as the favicon the browser fetches anyway) and its
 * name, inside the element that holds them (logoClasses). An image, not inline markup: a
 * company's drawing costs no bytes of the page's first round trip, and its size is fixed so
 * nothing moves when it arrives. The name beside it says it all, so the mark is decorative
 * (empty alt).
 */
export function Logo({ name, markOnPhone = false }: LogoProps) {
  return (
    <>
      <img
        src={`/${FAVICON_SVG}`}
        alt=""
        width={36}
        height={36}
        className="size-9 object-contain"
      />
      <span className={markOnPhone ? "hidden text-lg sm:inline" : "text-lg"}>{name}</span>
    </>
  );
}
