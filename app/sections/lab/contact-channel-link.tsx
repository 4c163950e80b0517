import { Mail, Phone } from "lucide-react";
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

/** A phone or e-mail channel as one card-sized link. */
export function ContactChannelLink({ kind, href, label, detail, track }: ContactChannelLinkProps) {
  const Icon = icons[kind];
  return (
    <a
      href={href}
      data-track={track}
      className="flex min-w-0 items-center gap-4 rounded-2xl bg-white p-5 text-slate-900 ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-teal-300 focus-visible:outline-teal-700"
    >
      <IconTile
        icon={Icon}
        className="size-12 rounded-xl bg-teal-50 text-teal-700 before:size-5.5"
      />
      <span className="min-w-0">
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm break-words text-slate-600">{detail}</span>
      </span>
    </a>
  );
}
