import linkedinSvg from "devicon/icons/linkedin/linkedin-plain.svg?raw";
import { siFacebook, siInstagram, siWhatsapp, type SimpleIcon } from "simple-icons";
import type { SocialPlatform } from "~/content/types";
import { SvgMark, type Mark } from "./svg-mark";

/** simple-icons no longer ships LinkedIn's mark; devicon does. Its single path is reused here. */
const linkedin: Mark = {
  path: /\sd="([^"]+)"/.exec(linkedinSvg)?.[1] ?? "",
  viewBox: "0 0 128 128",
};

const markOf = (icon: SimpleIcon): Mark => ({ path: icon.path, viewBox: "0 0 24 24" });

const marks: Record<SocialPlatform, Mark> = {
  facebook: markOf(siFacebook),
  instagram: markOf(siInstagram),
  whatsapp: markOf(siWhatsapp),
  linkedin,
};

/** A brand mark from the maintained icon packages, in the current text colour. Decorative. */
export function BrandIcon({
  platform,
  className,
}: {
  platform: SocialPlatform;
  className?: string;
}) {
  return <SvgMark mark={marks[platform]} className={className} />;
}
