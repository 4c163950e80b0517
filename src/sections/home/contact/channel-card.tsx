import { ArrowUpRight, Mail } from "lucide-react";
import { brandIconId } from "~/components/ui/brand-icon";
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

type ChannelCardProps = { channel: ContactCard & { platform: keyof typeof tiles } };

/**
 * A contact channel as one big link. A web profile opens in a new tab (and says so); a mailto:
 * link opens the mail program, leaving no tab behind, so it is a plain link.
 */
export function ChannelCard({ channel }: ChannelCardProps) {
  const Link = channel.link.startsWith("mailto:") ? "a" : ExternalLink;
  return (
    <Link
      href={channel.link}
      data-track={channel.track}
      className="group relative flex h-full flex-col gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-slate-300 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
    >
      <SpriteTile
        id={channel.platform === "email" ? lucideIconId(Mail) : brandIconId(channel.platform)}
        className={cn(
          "size-10 rounded-xl text-white shadow-md shadow-slate-900/10 before:size-5 sm:size-12 sm:before:size-6",
          tiles[channel.platform],
        )}
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{channel.title}</span>
        <span className="block text-xs break-words text-slate-600 sm:text-sm">{channel.value}</span>
      </span>
      <SpriteIcon
        icon={ArrowUpRight}
        className="absolute top-2 right-2 size-5 shrink-0 text-slate-400 transition-colors group-hover:text-brand-600 sm:static"
      />
    </Link>
  );
}
