import { Mail, Phone } from "lucide-react";
import { BreakableText } from "~/components/ui/breakable-text";
import { IconTile } from "~/components/ui/sprite-icon";

const icons = { phone: Phone, email: Mail } as const;

type ContactChannelLinkProps = {
  kind: keyof typeof icons;
  href: string;
  label: string;
  detail: string;
  /** Analytics label (`data-track`) for e-mail links. */
  track?: string;
};

/** A phone or e-mail channel as one card-sized link: a row, so a long address keeps its line. */
export function ContactChannelLink({ kind, href, label, detail, track }: ContactChannelLinkProps) {
  const Icon = icons[kind];
  return (
    <a
      href={href}
      data-track={track}
      className="flex min-w-0 items-center gap-3 rounded-2xl bg-white p-3 text-slate-900 ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-teal-300 focus-visible:outline-teal-700 sm:gap-4 sm:p-5"
    >
      <IconTile
        icon={Icon}
        className="size-10 rounded-xl bg-teal-50 text-teal-700 before:size-5 sm:size-12 sm:before:size-6"
      />
      <span className="min-w-0">
        <span className="block font-semibold">{label}</span>
        {/* An address wraps after its "@" or before a dot, not inside a name. */}
        <span className="block text-xs break-words text-slate-600 sm:text-sm">
          <BreakableText text={detail} />
        </span>
      </span>
    </a>
  );
}
