import { siFacebook, siInstagram, siWhatsapp, type SimpleIcon } from "simple-icons";
import linkedinSvg from "devicon/icons/linkedin/linkedin-plain.svg?raw";
import type { SocialPlatform } from "~/content/types";
import { cn } from "~/lib/cn";

/** simple-icons no longer ships LinkedIn's mark; devicon does. Its single path is reused here. */
const linkedinPath = /\sd="([^"]+)"/.exec(linkedinSvg)?.[1] ?? "";
const linkedin = { title: "LinkedIn", path: linkedinPath, viewBox: "0 0 128 128" };

const icons: Record<SocialPlatform, { title: string; path: string; viewBox: string }> = {
  facebook: iconOf(siFacebook),
  instagram: iconOf(siInstagram),
  whatsapp: iconOf(siWhatsapp),
  linkedin,
};

function iconOf(icon: SimpleIcon) {
  return { title: icon.title, path: icon.path, viewBox: "0 0 24 24" };
}

/** A brand mark from the maintained icon packages, in the current text colour. Decorative. */
export function BrandIcon({
  platform,
  className,
}: {
  platform: SocialPlatform;
  className?: string;
}) {
  const icon = icons[platform];
  return (
    <svg
      viewBox={icon.viewBox}
      aria-hidden="true"
      focusable="false"
      className={cn("size-5 fill-current", className)}
    >
      <path d={icon.path} />
    </svg>
  );
}
