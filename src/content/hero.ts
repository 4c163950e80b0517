import { mockupLabels } from "./mockups";
import type { PauseToggleCopy } from "./types";

type Link = { label: string; href: string };

/** Six automated tasks: one per position of the rotating index (ROTATING_INDEX_POSITIONS). */
type SixTasks = readonly [string, string, string, string, string, string];

/** Copy of the code-terminal mockup. Plain strings only: the terminal is an island. */
export type HeroTerminalCopy = {
  /** What screen readers hear instead of the decorative code; starts with the visible badge. */
  label: string;
  /** Visible label that says it is an illustration. */
  badge: string;
  /** Its pause button: the highlight and the status change by themselves. */
  pause: PauseToggleCopy;
  fileName: string;
  comment: string;
  objectName: string;
  statusKey: string;
  manual: string;
  automated: string;
  efficiencyKey: string;
  tasksKey: string;
  tasks: SixTasks;
  doneLine: string;
};

/**
 * Section #inicio (docs/requirements.md, "Home sections"). The h1 is also the page's likely LCP
 * element. Copy that names the company or its product is in hero-audience.ts: this file is also
 * read by the terminal island, which runs in the browser and may not import the configuration.
 */
export const hero = {
  badge: "Innovación • Automatización • Crecimiento",
  title: "Transformamos tu negocio, optimizamos tu futuro",
  primaryCta: { label: "Comenzar Ahora", href: "#contacto" },
  secondaryCta: { label: "Ver Soluciones", href: "#servicios" },
  statsLabel: "Nuestros resultados",
  scrollHint: { label: "Descubre más", href: "#nosotros" },
} as const satisfies Record<string, string | Link>;

export const heroTerminal = {
  label: `${mockupLabels.illustration} de código`,
  badge: mockupLabels.illustration,
  pause: {
    pauseLabel: "Pausar ilustración",
    resumeLabel: "Reanudar ilustración",
    pausedStatus: "Ilustración en pausa",
    playingStatus: "Ilustración en movimiento",
  },
  fileName: "transformacion.ts",
  comment: "// Tu negocio, antes y después",
  objectName: "tuNegocio",
  statusKey: "procesos",
  manual: '"manual"',
  automated: '"automatizado"',
  efficiencyKey: "eficiencia",
  tasksKey: "tareasAutomatizadas",
  tasks: [
    '"Facturación electrónica"',
    '"Agenda de citas"',
    '"Control de inventario"',
    '"Atención por WhatsApp"',
    '"Reportes de ventas"',
    '"Seguimiento de pedidos"',
  ],
  doneLine: "✓ Transformación completada - ROI +300%",
} as const satisfies HeroTerminalCopy;
