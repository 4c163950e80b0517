import { ChevronDown } from "lucide-react";
import { lucideMaskStyle } from "~/components/ui/sprite-icon";

const chevron = lucideMaskStyle(ChevronDown);

/** "Descubre más": the link down to the next section at the foot of the hero. */
export function ScrollHint({ label, href }: { label: string; href: string }) {
  return (
    // Its chevron is its own ::after (.trail-icon, src/styles/marks.css).
    <a href={href} style={chevron} className="scroll-hint trail-icon">
      {label}
    </a>
  );
}
