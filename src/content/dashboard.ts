import { mockupLabels } from "./mockups";
import type { DashboardCounters, PauseToggleCopy, Phrase } from "./types";

// Its own module, without the site configuration: the counters island imports it.
type CounterCopy = { label: Phrase; decimals: number; suffix?: string };

/** The decorative "Dashboard" card. Its counters end at these figures (spec section 9). */
export const dashboard = {
  title: [{ en: "Dashboard" }],
  subtitle: "Estado del equipo en tiempo real",
  status: "En línea",
  /**
   * Visible: the card is an illustration, not the company's live data. "Ilustración", not
   * "Vista de ejemplo": the spec's "en tiempo real" and "En línea" stay beside it, and a sample
   * view that says it is live would contradict itself.
   */
  sampleLabel: mockupLabels.illustration,
  pause: {
    pauseLabel: "Pausar contadores",
    resumeLabel: "Reanudar contadores",
    pausedStatus: "Contadores en pausa",
    playingStatus: "Contadores en marcha",
  },
  finals: { tasksCompleted: 247, projectsActive: 12, codeCommits: 1850, uptime: 99.8 },
  counters: {
    tasksCompleted: { label: "Tareas completadas", decimals: 0 },
    projectsActive: { label: "Proyectos activos", decimals: 0 },
    codeCommits: { label: [{ en: "Commits" }, " este mes"], decimals: 0 },
    uptime: { label: [{ en: "Uptime" }, " sistemas"], decimals: 1, suffix: "\u00a0%" },
  },
} as const satisfies {
  title: Phrase;
  subtitle: string;
  status: string;
  sampleLabel: string;
  pause: PauseToggleCopy;
  finals: DashboardCounters;
  counters: Record<keyof DashboardCounters, CounterCopy>;
};
