import { ArrowRight } from "lucide-react";
import { BRAND_GRADIENT } from "~/components/ui/brand-gradient";
import { cn } from "~/lib/cn";

type Link = { label: string; href: string };

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-6 text-base font-semibold text-white transition";

/** White text on both ends of the gradient passes 4.5:1 (cyan-700 5.3:1, brand-600 6.1:1). */
const variants = {
  primary: "shadow-lg shadow-brand-600/30 hover:brightness-110",
  secondary: "bg-white/5 ring-1 ring-white/25 hover:bg-white/10",
} as const;

/** The hero's two calls to action: to #contacto and to #servicios. */
export function HeroActions({ primary, secondary }: { primary: Link; secondary: Link }) {
  return (
    <div className="mt-10 flex flex-col gap-4 sm:flex-row">
      <a href={primary.href} className={cn(base, BRAND_GRADIENT, variants.primary)}>
        {primary.label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </a>
      <a href={secondary.href} className={cn(base, variants.secondary)}>
        {secondary.label}
      </a>
    </div>
  );
}
