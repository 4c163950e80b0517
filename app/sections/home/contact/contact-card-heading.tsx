import type { LucideIcon } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-svg";

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
      <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
        <SpriteIcon icon={icon} className="size-5" />
      </span>
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
