import { SpriteIcon } from "~/components/ui/sprite-svg";
import { Building2, Globe, MapPin } from "lucide-react";
import { contactSection } from "~/content/contact";

/** "Ubicación Principal": Medellín, the innovation centre, and global service. */
export function LocationCard() {
  const { location } = contactSection;
  return (
    <div className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
          <SpriteIcon icon={MapPin} className="size-5" />
        </span>
        <h3 className="font-bold text-slate-900">{location.title}</h3>
      </div>
      <p className="mt-5 text-lg font-semibold text-slate-900">{location.city}</p>
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
