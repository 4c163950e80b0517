import { IconTile } from "~/components/ui/sprite-icon";
import { about, aboutValues } from "~/content/about";

/** The three paragraphs about the company and its three values. */
export function AboutIntro() {
  return (
    <div data-reveal>
      <div className="space-y-3 leading-normal text-pretty text-slate-600 sm:space-y-4 sm:text-lg sm:leading-relaxed">
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-6 text-base font-semibold tracking-wider text-brand-700 caps sm:mt-14">
        {about.valuesTitle}
      </h3>
      <ul className="mt-2 divide-y divide-slate-200 sm:divide-y-0 md:grid md:grid-cols-3 md:gap-4 lg:block">
        {aboutValues.map(({ icon: Icon, title, description }) => (
          // The tile beside the title and its text, in a grid: no wrapper around the two.
          <li key={title} className="row-then-card grid grid-cols-[auto_1fr] content-start gap-x-4">
            <IconTile
              icon={Icon}
              className="row-span-2 size-10 rounded-xl bg-gradient-to-br from-accent-400 to-brand-600 text-white shadow-md shadow-brand-600/20 before:size-5 sm:size-12"
            />
            <h4 className="font-semibold text-slate-900">{title}</h4>
            <p className="mt-1 text-sm leading-relaxed text-slate-600 sm:text-base">
              {description}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
