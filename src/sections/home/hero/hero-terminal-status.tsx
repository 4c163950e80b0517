import type { HeroTerminalCopy } from "~/content/hero";

type HeroTerminalStatusProps = { copy: HeroTerminalCopy; automated: boolean };

/** The status line of the terminal: "manual", then struck through and followed by "automatizado". */
export function HeroTerminalStatus({ copy, automated }: HeroTerminalStatusProps) {
  return (
    <p className="pl-4">
      {copy.statusKey}:{" "}
      {automated ? (
        <>
          <span className="text-slate-400 line-through decoration-rose-400 decoration-2">
            {copy.manual}
          </span>{" "}
          <span className="text-emerald-300 transition-opacity duration-700 starting:opacity-0">
            {copy.automated}
          </span>
        </>
      ) : (
        <>
          <span className="text-amber-200">{copy.manual}</span>
          <span className="ml-0.5 text-accent-300 motion-safe:animate-pulse-brief">▍</span>
        </>
      )}
      ,
    </p>
  );
}
