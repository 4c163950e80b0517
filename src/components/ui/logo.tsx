import { Triangle } from "lucide-react";
import { cn } from "~/lib/cn";

type LogoProps = {
  name: string;
  tone?: "light" | "dark";
  /** On a phone only the mark shows (a narrow bar); the link around it carries the name. */
  markOnPhone?: boolean;
  className?: string;
};

const toneClasses = { light: "text-white", dark: "text-slate-900" } as const;

/** The brand mark (a vertex on the signature gradient) and the company name. */
export function Logo({ name, tone = "light", markOnPhone = false, className }: LogoProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-2.5 font-semibold tracking-tight",
        toneClasses[tone],
        className,
      )}
    >
      <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-accent-400 to-brand-600 shadow-md shadow-brand-600/30">
        <Triangle aria-hidden="true" className="size-4.5 fill-white text-white" strokeWidth={2.5} />
      </span>
      <span className={markOnPhone ? "hidden text-lg sm:inline" : "text-lg"}>{name}</span>
    </span>
  );
}
