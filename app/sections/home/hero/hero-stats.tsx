import { heroStats } from "~/content/hero";

/** The three headline figures under the hero's calls to action. */
export function HeroStats({ label }: { label: string }) {
  return (
    <ul aria-label={label} className="mt-12 grid grid-cols-3 gap-4 border-t border-white/10 pt-8">
      {heroStats.map(({ number, label: statLabel, icon: Icon }) => (
        <li key={statLabel}>
          <Icon aria-hidden="true" className="size-5 text-accent-300" />
          <p className="mt-3 text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {number}
          </p>{" "}
          <p className="mt-1 text-sm leading-snug text-slate-400">{statLabel}</p>
        </li>
      ))}
    </ul>
  );
}
