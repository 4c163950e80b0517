import { ClipboardList, FileCheck2, Microscope } from "lucide-react";
import type { Phase } from "../types";

export const labPhasesHeading = {
  eyebrow: "Las tres fases del laboratorio",
  title: "Todo el proceso, en un solo sistema",
  intro:
    "Desde que el paciente llega a recepción hasta que recibe su informe, cada paso queda registrado, conectado y bajo control.",
  stepLabel: "Fase",
  modulesLabel: "Módulos",
} as const;

/** The LIS's three phases and their modules (docs/requirements.md, "Lab product page"). `tone`: the icon tile's colour (PhaseCard). */
export const labPhases = [
  {
    title: "Preanalítica",
    description:
      "Recibe al paciente, registra la orden y prepara cada muestra con su código de barras, sin filas ni planillas en papel.",
    icon: ClipboardList,
    tone: "teal",
    modules: [
      "Ingreso de órdenes",
      "Gestión de pacientes",
      "Cotizaciones",
      "Agendas y horarios",
      "Recepción de muestras",
      "Códigos de barras",
      "Trazabilidad de muestras",
    ],
  },
  {
    title: "Analítica",
    description:
      "Tus equipos envían los resultados directamente al sistema, y el control de calidad te avisa antes de que un dato dudoso salga del laboratorio.",
    icon: Microscope,
    tone: "cyan",
    modules: [
      "Conexión con analizadores",
      "Ingreso de resultados",
      "Procesamiento de muestras",
      "Etiquetas con código de barras",
      "Control de calidad",
      "Validación de resultados",
    ],
  },
  {
    title: "Postanalítica",
    description:
      "Valida, firma y entrega informes claros por correo o por el portal, y convierte tu operación diaria en cifras para decidir.",
    icon: FileCheck2,
    tone: "emerald",
    modules: [
      "Validación técnica",
      "Informes detallados",
      "Envío de resultados por correo",
      "Portal de pacientes",
      "Estadísticas",
    ],
  },
] as const satisfies readonly Phase[];
