import { cn } from "~/lib/cn";

const tones = {
  dark: "bg-white/10 text-slate-200 ring-white/20",
  light: "bg-slate-100 text-slate-700 ring-slate-300",
} as const;

type MockupLabelProps = {
  children: string;
  tone: keyof typeof tones;
  /** Placement only (margins). */
  className?: string;
};

/**
 * The small visible label that says a mock-up is an illustration or a sample: discreet, in AA
 * contrast on the surface its tone is for.
 */
export function MockupLabel({ children, tone, className }: MockupLabelProps) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
