import { Building2, Globe, MapPin } from "lucide-react";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { contactSection } from "~/content/contact";
import { ContactCardHeading } from "./contact-card-heading";

/** "Ubicación Principal": Medellín, the innovation centre, and global service. */
export function LocationCard() {
  const { location } = contactSection;
  return (
    <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-7">
      <ContactCardHeading icon={MapPin} title={location.title} />
      <p className="mt-3 text-lg font-semibold text-slate-900">{location.city}</p>
      <ul className="mt-3 space-y-2 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <SpriteIcon icon={Building2} className="size-4 text-slate-500" />
          {location.place}
        </li>
        <li className="flex items-center gap-2">
          <SpriteIcon icon={Globe} className="size-4 text-slate-500" />
          {location.reach}
        </li>
      </ul>
    </div>
  );
}
