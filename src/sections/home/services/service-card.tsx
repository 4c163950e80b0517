import { ArrowRight, Check } from "lucide-react";
import type { CSSProperties } from "react";
import { ActionLink } from "~/components/ui/action-link";
import { PhraseText } from "~/components/ui/phrase-text";
import { IconTile, lucideMaskStyle } from "~/components/ui/sprite-icon";
import { REVEAL_STAGGER_MS } from "~/config/motion";
import { servicePrice } from "~/content/service-prices";
import { servicesSection } from "~/content/services";
import type { Service } from "~/content/types";
import { cn } from "~/lib/cn";
import { phraseText } from "~/lib/phrase";

type ServiceCardProps = { service: Service; index: number };

/** The price line, or in its place the free quote: the same type, so every card's foot matches. */
const amountClass = "grow basis-32 text-sm leading-snug font-semibold text-slate-900 sm:text-base";

/** Each tone's check colour and gradient (the accent bar and the icon tile). */
const tones = {
  cyan: {
    check: "after:text-cyan-700",
    gradient: "from-cyan-500 to-blue-600",
    bar: "before:from-cyan-500 before:to-blue-600",
  },
  blue: {
    check: "after:text-blue-700",
    gradient: "from-blue-600 to-indigo-600",
    bar: "before:from-blue-600 before:to-indigo-600",
  },
  teal: {
    check: "after:text-teal-700",
    gradient: "from-teal-500 to-emerald-600",
    bar: "before:from-teal-500 before:to-emerald-600",
  },
} as const satisfies Record<Service["tone"], { check: string; gradient: string; bar: string }>;

/** The check each feature is led by (.tick, src/styles/marks.css). */
const tickStyle = lucideMaskStyle(Check, { strokeWidth: 3 });

/** One offering: gradient icon tile, description, feature labels, its price and "Conocer más". */
export function ServiceCard({ service, index }: ServiceCardProps) {
  const Icon = service.icon;
  const tone = tones[service.tone];
  // A 'contact' card links to its anchor; a 'page' card is a plain link, so the full page load
  // lands at the top of the route.
  const href = service.linkTarget;
  const style = { "--reveal-delay": `${index * REVEAL_STAGGER_MS}ms` } as CSSProperties;
  const price = servicePrice(service.priced);
  return (
    <article
      data-reveal
      style={style}
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-3xl bg-white p-4 shadow-lg ring-1 shadow-slate-900/5 ring-slate-200 transition-shadow hover:shadow-xl sm:p-8 md:p-5 lg:p-8",
        // The accent bar along the top, drawn by the card.
        "before:absolute before:inset-x-0 before:top-0 before:h-1.5 before:bg-gradient-to-r",
        tone.bar,
      )}
    >
      {/* On a phone the icon sits beside the title; from sm up, above it. */}
      <div className="flex items-center gap-4 sm:block">
        <IconTile
          icon={Icon}
          className={cn(
            "size-11 shrink-0 rounded-2xl bg-gradient-to-br text-white shadow-lg shadow-slate-900/10 before:size-6 sm:size-12 sm:before:size-6",
            tone.gradient,
          )}
        />
        <h3 className="text-xl font-bold text-slate-900 sm:mt-6">{service.title}</h3>
      </div>
      <p className="mt-2 leading-relaxed text-slate-600 max-sm:text-sm sm:mt-3">
        {service.description}
      </p>
      <ul
        aria-label={servicesSection.featuresLabel}
        style={tickStyle}
        className="mt-3 grid gap-1.5 text-sm font-medium text-slate-700 sm:mt-6 sm:gap-3"
      >
        {service.features.map((feature) => (
          <li key={phraseText(feature)} className={cn("tick", tone.check)}>
            <PhraseText phrase={feature} />
          </li>
        ))}
      </ul>
      {/* On a phone and a tablet the price beside a compact button (one row, not three), the
          button wrapping under it where the two do not fit (320 px with wider text spacing); in
          the narrow columns from 768 px, above it, the button as wide as the card. */}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-4 sm:pt-5 md:grid">
        {/* "¿Cuánto cuesta?": the company's "desde" price, when it gives one (docs/proof.md). */}
        {/* The note (what the price leaves out) runs the card's width: last on a phone and
            a tablet, under the row; from 768 px right under the price, before the button. */}
        {price ? (
          <div data-price className="contents">
            <p className={amountClass}>{price.amount}</p>{" "}
            {price.note ? (
              <p className="order-last w-full text-xs text-slate-600 md:order-none">{price.note}</p>
            ) : null}
          </div>
        ) : (
          <p data-no-price className={amountClass}>
            {servicesSection.noPrice}
          </p>
        )}
        <ActionLink
          href={href}
          data-link-type={service.linkType}
          variant="secondary"
          size="compact"
          icon={ArrowRight}
          className="shrink-0 justify-center after:transition-transform group-hover:after:translate-x-1"
        >
          {servicesSection.linkLabel}
          {/* One text node: Chromium drops a space that stands alone in a visually hidden span. */}
          <span className="sr-only">{` ${servicesSection.linkContext} ${service.title}`}</span>
        </ActionLink>
      </div>
    </article>
  );
}
