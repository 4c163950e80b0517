import { Globe2 } from "lucide-react";
import { contactSection, countries } from "~/content/contact";
import { cn } from "~/lib/cn";
import { ContactCardHeading } from "./contact-card-heading";
import { CountryFlag } from "./country-flag";

const states = {
  active: {
    item: "bg-emerald-50 text-slate-900 ring-emerald-300",
    dot: "bg-emerald-500 ring-emerald-100",
    legend: "bg-emerald-500",
  },
  inactive: {
    item: "bg-slate-50 text-slate-600 ring-slate-200",
    dot: "bg-slate-300 ring-white",
    legend: "bg-slate-300",
  },
} as const;

/**
 * "Presencia Internacional": the company's countries (its data; none when it retired the figure),
 * the head office highlighted with a green dot; on a phone four abreast, each name under its flag,
 * so eight take two rows instead of four.
 */
export function PresenceCard() {
  const { presence } = contactSection;
  if (countries.length === 0) return null;
  return (
    <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-7">
      <ContactCardHeading icon={Globe2} title={presence.title} tagline={presence.tagline} />
      <ul data-keep-clear className="mt-3 grid grid-cols-4 gap-1.5 sm:mt-6 sm:grid-cols-2 sm:gap-3">
        {countries.map((country) => {
          const state = country.active ? "active" : "inactive";
          return (
            <li
              key={country.code}
              data-country={country.code}
              data-active={country.active}
              className={cn(
                "relative flex flex-col items-center gap-1 rounded-xl px-1 py-2 text-center text-xs font-medium ring-1 sm:flex-row sm:gap-2.5 sm:p-3 sm:text-left sm:text-sm",
                states[state].item,
                country.active ? "" : "grayscale-[35%]",
              )}
            >
              <CountryFlag code={country.code} />
              <span className="min-w-0 flex-1">
                {country.name}
                <span className="sr-only">
                  {`: ${country.active ? presence.activeStatus : presence.inactiveStatus}`}
                </span>
              </span>
              {/* In the corner, so the name keeps the whole width of its cell. */}
              <span
                aria-hidden="true"
                className={cn(
                  "absolute top-1.5 right-1.5 size-2 rounded-full ring-2",
                  states[state].dot,
                )}
              />
            </li>
          );
        })}
      </ul>
      <p aria-hidden="true" className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
        {(["active", "inactive"] as const).map((state) => (
          <span key={state} className="inline-flex items-center gap-1.5">
            <span className={cn("size-2 rounded-full", states[state].legend)} />
            {state === "active" ? presence.activeStatus : presence.inactiveStatus}
          </span>
        ))}
      </p>
    </div>
  );
}
