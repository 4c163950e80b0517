import { cn } from "~/lib/cn";
import { formatFigure } from "~/lib/format-figure";

type AnimatedFigureProps = {
  /** What is on screen now (it may change many times a second). */
  value: number;
  /** What screen readers get: the figure it ends at, read once. */
  final: number;
  decimals?: number;
  /** Appended to both, e.g. "\u00a0%". */
  suffix?: string;
  className?: string;
};

/**
 * A changing figure: the moving digits are hidden from screen readers, which get the final
 * value instead of every tick. Figures are in Colombian format.
 */
export function AnimatedFigure({
  value,
  final,
  decimals = 0,
  suffix = "",
  className,
}: AnimatedFigureProps) {
  return (
    <>
      <span aria-hidden="true" className={cn("tabular-nums", className)}>
        {formatFigure(value, decimals)}
        {suffix}
      </span>
      <span className="sr-only">
        {formatFigure(final, decimals)}
        {suffix}
      </span>
    </>
  );
}
