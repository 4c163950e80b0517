import { ChevronDown } from "lucide-react";
import { lucideMaskStyle } from "~/components/ui/sprite-icon";

const chevron = lucideMaskStyle(ChevronDown);

/** "Descubre más": the link down to the next section at the foot of the hero. */
export function ScrollHint({ label, href }: { label: string; href: string }) {
  return (
    // Its chevron is its own ::after (.trail-icon, src/styles/marks.css).
    <a
      href={href}
      style={chevron}
      className="trail-icon mx-auto mb-6 flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg px-4 py-1 text-sm font-medium text-slate-300 transition-colors after:size-5 hover:text-white motion-safe:after:animate-bounce-brief"
    >
      {label}
    </a>
  );
}
