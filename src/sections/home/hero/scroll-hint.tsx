import { ChevronDown } from "lucide-react";

/** "Descubre más": the link down to the next section at the foot of the hero. */
export function ScrollHint({ label, href }: { label: string; href: string }) {
  return (
    <a
      href={href}
      className="mx-auto mb-6 flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg px-4 py-1 text-sm font-medium text-slate-300 transition-colors hover:text-white"
    >
      {label}
      <ChevronDown aria-hidden="true" className="size-5 motion-safe:animate-bounce-brief" />
    </a>
  );
}
