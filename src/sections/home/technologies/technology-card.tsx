import { IconTile } from "~/components/ui/sprite-icon";
import { TechLogo } from "~/components/ui/tech-logo";
import type { TechnologyGroup } from "~/content/technologies";
import { PhraseText } from "~/components/ui/phrase-text";

/** One category: title, what it is for (from 640 px), and its technologies with logo and name. */
export function TechnologyCard({ group }: { group: TechnologyGroup }) {
  const Icon = group.icon;
  return (
    <article className="flex h-full flex-col rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-7">
      <div className="flex items-center gap-3">
        <IconTile
          icon={Icon}
          className="size-9 rounded-xl bg-gradient-to-br from-accent-400 to-brand-600 text-white before:size-5 sm:size-12"
        />
        <h3 className="text-lg font-bold text-slate-900">
          <PhraseText phrase={group.title} />
        </h3>
      </div>
      {/* On a phone the logos speak for the category: five descriptions there made the section
          two and a half screens long. */}
      <p className="mt-2 text-sm leading-relaxed text-slate-600 max-sm:hidden">
        {group.description}
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5 sm:mt-6 sm:gap-2.5">
        {group.techs.map((tech) => (
          <li key={tech.id} className="tech-chip">
            <TechLogo logo={tech.logo} monogram={tech.monogram} size="sm" />
            {tech.name}
          </li>
        ))}
      </ul>
    </article>
  );
}
