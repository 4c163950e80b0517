import { Building2, Globe, MapPin, Phone } from "lucide-react";
import { lucideMaskStyle } from "~/components/ui/sprite-icon";
import { site } from "~/config/site";
import { contactSection } from "~/content/contact";
import { shellCopy } from "~/content/shell";
import { phoneText, telUrl } from "~/lib/contact-links";
import { ContactCardHeading } from "./contact-card-heading";

/** Each line led by its icon, the line's own ::before (.lead-icon, src/styles/marks.css). */
const item = "lead-icon flex items-center gap-2 before:size-4 before:text-slate-500";

/**
 * "Ubicación Principal": Medellín and the office's address, the innovation centre, global
 * service, and a number to call, the home page's only way to talk at once besides the chat.
 */
export function LocationCard() {
  const { location } = contactSection;
  return (
    <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-7">
      <ContactCardHeading icon={MapPin} title={location.title} />
      <p className="mt-2 text-lg font-semibold text-slate-900">{location.city}</p>
      <p className="text-sm text-slate-600">{location.street}</p>
      <ul className="mt-2 space-y-2 text-sm text-slate-600">
        <li style={lucideMaskStyle(Building2)} className={item}>
          {location.place}
        </li>
        <li style={lucideMaskStyle(Globe)} className={item}>
          {location.reach}
        </li>
        <li style={lucideMaskStyle(Phone)} className={item}>
          {location.call}
          <a href={telUrl(site.landlineDigits)} className="font-medium text-brand-700 underline">
            <span className="sr-only">{phoneText(`${shellCopy.phoneLinkPrefix.tel} `)}</span>
            {phoneText(site.landlineDisplay)}
          </a>
        </li>
      </ul>
    </div>
  );
}
