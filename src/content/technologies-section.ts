/*
 * Plain text only (no logo imports), so the tests and the other engines' suite can read it
 * without the build's asset pipeline.
 */

/** Copy of section #tecnologias and of its carousel controls. */
export const technologiesSection = {
  title: "Tecnologías que dominamos",
  intro: "Elegimos cada herramienta por su estabilidad, su rapidez y su costo a largo plazo.",
  marquee: {
    label: "Tecnologías con las que trabajamos",
    pauseLabel: "Pausar carrusel",
    resumeLabel: "Reanudar carrusel",
    pausedStatus: "Carrusel en pausa",
    playingStatus: "Carrusel en movimiento",
  },
  cta: {
    text: "¿Usas otra tecnología o no sabes cuál te conviene? Te asesoramos sin compromiso.",
    label: "Consultar Tecnología",
    href: "#contacto",
  },
} as const;
