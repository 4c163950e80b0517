import { ArrowUpRight, Mail } from "lucide-react";
import { brandIconId } from "~/components/ui/brand-icon";
import { BreakableText } from "~/components/ui/breakable-text";
import { lucideIconId } from "~/lib/icon-id";
import { lucideMaskStyle, SpriteTile } from "~/components/ui/sprite-icon";
import { ExternalLink } from "~/components/ui/external-link";
import type { ContactCard } from "~/content/contact";
import { cn } from "~/lib/cn";

/** Each channel's icon tile in its platform's colour (WhatsApp green darkened for white, 4.5:1). */
const tiles = {
  email: "bg-gradient-to-br from-accent-500 to-brand-600",
  whatsapp: "bg-[#1f8f4e]",
  facebook: "bg-[#1877f2]",
  instagram: "bg-gradient-to-br from-[#f58529] via-[#dd2a7b] to-[#8134af]",
} as const satisfies Partial<Record<ContactCard["platform"], string>>;

/** The featured card's call: its platform's colour, dark enough for white text (4.5:1, WCAG 1.4.3). */
const actions: Partial<Record<ContactCard["platform"], string>> = { whatsapp: "bg-green-700" };

const surface = "rounded-2xl bg-white shadow-sm ring-1 ring-slate-200";
const arrowMark = lucideMaskStyle(ArrowUpRight);

type ChannelCardProps = {
  channel: ContactCard & { platform: keyof typeof tiles };
  featured?: boolean;
};

/**
 * A contact channel as one big link that opens in a new tab and says so (the spec's four cards,
 * the e-mail one included). Its address wraps at "@", "/" and dots, never inside a name. The
 * featured one (WhatsApp, the primary action) ends in a visible call to write, at every width: on
 * a phone too it must read as the thing to tap, not as a heading. It is the tallest beside the
 * other three from 480 px. Its note (the reply time) sits right under that call but outside the
 * link, so the link stays short enough to show whole on a landscape phone when it takes focus.
 */
export function ChannelCard({ channel, featured = false }: ChannelCardProps) {
  // Tile and name: straight in the small cards' row, in a row of their own in the featured one.
  const identity = (
    <>
      <SpriteTile
        id={channel.platform === "email" ? lucideIconId(Mail) : brandIconId(channel.platform)}
        className={cn(
          "rounded-xl text-white shadow-md shadow-slate-900/10",
          featured ? "size-12 before:size-6" : "size-10 before:size-5",
          tiles[channel.platform],
        )}
      />
      <span className="min-w-0 flex-1">
        <span className={cn("block font-semibold text-slate-900", featured && "text-lg")}>
          {channel.title}
        </span>
        <span className="block text-sm text-slate-600">
          <BreakableText text={channel.value} />
        </span>
      </span>
    </>
  );
  // The arrow is the link's (or the call's) own ::after (.trail-icon, src/styles/marks.css).
  const arrow = "trail-icon after:size-5 after:transition-colors";
  if (!featured) {
    return (
      <ExternalLink
        href={channel.link}
        data-track={channel.track}
        style={arrowMark}
        className={cn("channel-link", arrow, surface)}
      >
        {identity}
      </ExternalLink>
    );
  }
  return (
    <div className={cn("flex h-full flex-col gap-2 p-4 sm:gap-3 sm:p-6", surface)}>
      <ExternalLink
        href={channel.link}
        data-track={channel.track}
        className="group flex flex-1 flex-col gap-4 rounded-xl"
      >
        <span className="flex min-w-0 flex-1 items-center gap-3 sm:gap-4">{identity}</span>
        {channel.action && (
          <span
            style={arrowMark}
            className={cn(
              "mt-auto inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 font-semibold text-white shadow-md",
              arrow,
              actions[channel.platform] ?? "bg-brand-600",
            )}
          >
            {channel.action}
          </span>
        )}
      </ExternalLink>
      {channel.note && <p className="text-sm font-medium text-emerald-800">{channel.note}</p>}
    </div>
  );
}
