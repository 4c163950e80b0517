import type { LucideIcon } from "lucide-react";
import { IconTile } from "~/components/ui/sprite-icon";

/** Heading of the contact section's side cards: icon tile, title and an optional tagline. */
export function ContactCardHeading({
  icon,
  title,
  tagline,
}: {
  icon: LucideIcon;
  title: string;
  tagline?: string;
}) {
  const heading = <h3 className="font-bold text-slate-900">{title}</h3>;
  return (
    <div className="flex items-center gap-3">
      <IconTile
        icon={icon}
        className="size-11 rounded-xl bg-brand-50 text-brand-600 before:size-5"
      />
      {tagline ? (
        <div>
          {heading}
          <p className="text-sm text-slate-600">{tagline}</p>
        </div>
      ) : (
        heading
      )}
    </div>
  );
}
