import { ArrowUpRight, Mail } from "lucide-react";
import { brandIconId } from "~/components/ui/brand-icon";
import { BreakableText } from "~/components/ui/breakable-text";
import { lucideIconId } from "~/lib/icon-id";
import { SpriteIcon, SpriteTile } from "~/components/ui/sprite-icon";
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

/** The first channel is the largest: beside the other three from 480 px, a bigger tile, its note. */
const sizes = {
  featured: { card: "p-4 sm:p-6", tile: "size-12 before:size-6" },
  regular: { card: "p-3 sm:p-4", tile: "size-10 before:size-5" },
} as const;

type ChannelCardProps = {
  channel: ContactCard & { platform: keyof typeof tiles };
  featured?: boolean;
};

/**
 * A contact channel as one big link that opens in a new tab and says so (the spec's four cards,
 * the e-mail one included). Its address wraps at "@", "/" and dots, never inside a name. A note
 * (the reply time) sits under the card, outside the link, so the link stays short enough to show
 * whole on a landscape phone when it takes focus.
 */
export function ChannelCard({ channel, featured = false }: ChannelCardProps) {
  const size = sizes[featured ? "featured" : "regular"];
  const card = (
    <ExternalLink
      href={channel.link}
      data-track={channel.track}
      className={cn(
        "group flex items-center gap-3 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-slate-300 sm:gap-4",
        channel.note ? "flex-1" : "h-full",
        size.card,
      )}
    >
      <SpriteTile
        id={channel.platform === "email" ? lucideIconId(Mail) : brandIconId(channel.platform)}
        className={cn(
          "rounded-xl text-white shadow-md shadow-slate-900/10",
          size.tile,
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
      <SpriteIcon
        icon={ArrowUpRight}
        className="size-5 shrink-0 text-slate-400 transition-colors group-hover:text-brand-600"
      />
    </ExternalLink>
  );
  if (!channel.note) return card;
  return (
    <div className="flex h-full flex-col gap-2">
      {card}
      <p className="px-1 text-sm font-medium text-emerald-800">{channel.note}</p>
    </div>
  );
}
