import { IconTile } from "~/components/ui/sprite-icon";
import { about, aboutValues } from "~/content/about";

/** The three paragraphs about the company and its three values. */
export function AboutIntro() {
  return (
    <div data-reveal>
      <div className="space-y-5 text-lg leading-relaxed text-pretty text-slate-600">
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-12 text-base font-semibold tracking-wider text-brand-700 caps">
        {about.valuesTitle}
      </h3>
      <ul className="mt-5 space-y-4">
        {aboutValues.map(({ icon: Icon, title, description }) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200/80"
          >
            <IconTile
              icon={Icon}
              className="size-11 rounded-xl bg-gradient-to-br from-accent-400 to-brand-600 text-white shadow-md shadow-brand-600/20 before:size-5"
            />
            <div>
              <h4 className="font-semibold text-slate-900">{title}</h4>
              <p className="mt-1 leading-relaxed text-slate-600">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
