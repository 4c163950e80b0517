import { Sparkles } from "lucide-react";
import { lucideMaskStyle } from "~/components/ui/sprite-icon";
import { hero } from "~/content/hero";
import { heroAudience } from "~/content/hero-audience";
import type { HomeSectionId } from "~/content/sections";
import { Island } from "~/islands/island";
import { HeroActions } from "./hero/hero-actions";
import { HeroBackdrop } from "./hero/hero-backdrop";
import { HeroStats } from "./hero/hero-stats";
import { HeroTerminalIsland } from "./hero/hero-terminal";
import { ScrollHint } from "./hero/scroll-hint";
import { PreviewMarker } from "~/components/layout/preview-marker";

const HERO_ID: HomeSectionId = "inicio";

/**
 * Section #inicio. Dark navy under the transparent header (6rem top padding keeps the content
 * clear of it). The h1 is the likely LCP element, so nothing here hides or animates it.
 */
export function HeroSection() {
  return (
    <section
      id={HERO_ID}
      aria-labelledby={`${HERO_ID}-titulo`}
      className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-ink-900 pt-24"
    >
      <HeroBackdrop />
      {/* Up into the room the hero keeps above its content (pt-24) below the header (h-16,
          lg:h-18: 1.5rem left at its tallest), so it moves the content by a few pixels only. An
          inline margin: the stylesheet has no negative one to spare bytes on. */}
      <PreviewMarker className="relative mb-2" style={{ marginTop: "-1.5rem" }} />
      <div className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-1 items-center gap-8 px-4 pb-5 sm:px-6 sm:pb-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <div>
          {/* Its sparkles are its own ::before, from the sprite (.lead-icon, src/styles/marks.css). */}
          <p
            style={lucideMaskStyle(Sparkles)}
            className="lead-icon inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1.5 text-xs font-medium text-accent-300 ring-1 ring-white/10 before:size-4 sm:px-4 sm:text-sm"
          >
            {hero.badge}
          </p>
          <h1
            id={`${HERO_ID}-titulo`}
            className="mt-6 text-4xl font-bold tracking-tight text-balance break-words text-white sm:text-5xl xl:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl leading-relaxed text-pretty text-slate-300 sm:mt-6 sm:text-lg">
            <strong className="font-semibold text-white">{heroAudience.taglineLead}</strong>{" "}
            {heroAudience.taglineRest}
          </p>
          <HeroActions primary={hero.primaryCta} secondary={hero.secondaryCta} />
          {/* The laboratories' own way in: a secondary action, quieter than the two buttons. */}
          <a
            href={heroAudience.labPath.href}
            className="mt-4 inline-block rounded-2xl bg-white/5 px-3 py-2.5 text-sm leading-6 text-slate-200 ring-1 ring-white/25 hover:bg-white/10"
          >
            {`${heroAudience.labPath.lead} `}
            <span className="font-semibold text-accent-300 underline">
              {heroAudience.labPath.label}
            </span>
          </a>
          <HeroStats label={hero.statsLabel} />
        </div>
        <Island component={HeroTerminalIsland} props={{}} when="visible" />
      </div>
      <ScrollHint label={hero.scrollHint.label} href={hero.scrollHint.href} />
    </section>
  );
}
