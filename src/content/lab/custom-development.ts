import { Handshake, LifeBuoy, PencilRuler, Rocket } from "lucide-react";
import type { Feature } from "../types";

export const labCustomDevelopment = {
  eyebrow: "Desarrollo a la medida",
  title: "¿Tu laboratorio necesita algo que nadie más tiene?",
  intro:
    "Además de este LIS, hacemos software a la medida: si tu laboratorio tiene un proceso propio, lo convertimos en una herramienta hecha para ti.",
  examplesTitle: "Algunas cosas que podemos construir contigo",
  examples: [
    "Una app para la toma de muestras a domicilio, con ruta y registro en campo",
    "El intercambio de órdenes y resultados con laboratorios de referencia",
    "Tableros de indicadores para tu dirección científica y financiera",
    "Conexiones con aseguradoras, EPS o tu software contable",
  ],
  stepsTitle: "Cómo trabajamos",
  /** The custom-work process, shown as four numbered steps. */
  steps: [
    {
      icon: Handshake,
      title: "Escuchamos",
      description: "Conocemos tu laboratorio, tus procesos y lo que hoy te quita tiempo.",
    },
    {
      icon: PencilRuler,
      title: "Diseñamos",
      description: "Te proponemos la solución, el alcance y un cronograma claro antes de empezar.",
    },
    {
      icon: Rocket,
      title: "Construimos",
      description: "Entregamos por etapas cortas para que veas avances reales cada pocas semanas.",
    },
    {
      icon: LifeBuoy,
      title: "Acompañamos",
      description: "Capacitamos a tu equipo y seguimos contigo con soporte y mejoras continuas.",
    },
  ] satisfies Feature[],
  cta: "Cuéntanos tu proyecto",
} as const;
