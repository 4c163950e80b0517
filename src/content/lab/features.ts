import {
  Cable,
  ChartLine,
  FileCheck,
  History,
  MonitorSmartphone,
  Paperclip,
  Plug,
  UserCog,
  Wallet,
} from "lucide-react";
import type { Feature } from "../types";

export const labFeaturesHeading = {
  eyebrow: "Funcionalidades",
  title: "Pensado para el día a día de tu laboratorio",
  intro:
    "Herramientas que le ahorran horas a tu equipo y le dan a tu dirección científica el control de cada resultado.",
} as const;

/** The first card: it also names the analyzers already connected (content/lab/analyzers.ts). */
export const analyzerFeature = {
  icon: Cable,
  title: "Interfaz con analizadores",
  description:
    "Conexión uni o bidireccional por ASTM o HL7: los resultados llegan solos, sin transcribir.",
} as const satisfies Feature;

/** The nine feature cards: the features of docs/requirements.md, "Lab product page", and the rest of the LIS. */
export const labFeatures = [
  analyzerFeature,
  {
    icon: ChartLine,
    title: "Control de calidad",
    description:
      "Levey-Jennings y reglas de Westgard por analito y nivel; una corrida fuera de rango frena la validación.",
  },
  {
    icon: Plug,
    title: "Integraciones a la medida",
    description:
      "Con tu facturación, tu CRM, el HIS del hospital u otro LIS, sin digitar dos veces.",
  },
  {
    icon: Wallet,
    title: "Módulo de caja",
    description:
      "Cobra con varios medios de pago, registra abonos y convenios, y cuadra la caja en cada turno.",
  },
  {
    icon: UserCog,
    title: "Permisos por rol",
    description:
      "Qué ve y qué hace cada usuario: recepción, bacteriólogos, caja, dirección o médicos remitentes.",
  },
  {
    icon: Paperclip,
    title: "Adjuntos por muestra",
    description:
      "La orden escaneada, consentimientos, imágenes o informes de referencia, junto a cada muestra.",
  },
  {
    icon: MonitorSmartphone,
    title: "Acceso web desde cualquier equipo",
    description:
      "Computador, tableta o celular, en cualquier sede, sin instalar nada: basta un navegador.",
  },
  {
    icon: History,
    title: "Trazabilidad y auditoría",
    description: "Quién recibió, procesó, modificó y validó cada resultado, con fecha y hora.",
  },
  {
    icon: FileCheck,
    title: "Resultados en línea y reportes",
    description:
      "Tus pacientes descargan sus resultados en el portal; tú ves producción, oportunidad y facturación.",
  },
] as const satisfies readonly Feature[];
