import type { PauseToggleCopy } from "~/content/types";
import { cn } from "~/lib/cn";
import { SpriteIcon } from "./sprite-icon";
import { STATE_ICONS } from "./state-icons";

export type { PauseToggleCopy };

type PauseToggleProps = PauseToggleCopy & {
  paused: boolean;
  /** Announce the state: false until the visitor has pressed the button once. */
  announce: boolean;
  onToggle: () => void;
  /** Colours for the surface it sits on; the 44 px round shape is fixed. */
  className: string;
} & { [data: `data-${string}`]: string };

/**
 * A round pause/play button: its name says what pressing it does ("Pausar…" / "Reanudar…") and a
 * polite status tells screen readers the new state. 44 px: a finger's target.
 */
export function PauseToggle({
  paused,
  announce,
  onToggle,
  pauseLabel,
  resumeLabel,
  pausedStatus,
  playingStatus,
  className,
  ...data
}: PauseToggleProps) {
  const icon = paused ? STATE_ICONS.marqueePaused : STATE_ICONS.marqueeRunning;
  return (
    <>
      <button
        type="button"
        onClick={onToggle}
        className={cn("grid size-11 place-items-center rounded-full ring-1", className)}
        {...data}
      >
        <SpriteIcon {...icon} className="size-4.5" />
        <span className="sr-only">{paused ? resumeLabel : pauseLabel}</span>
      </button>
      <span role="status" className="sr-only">
        {announce ? (paused ? pausedStatus : playingStatus) : ""}
      </span>
    </>
  );
}
