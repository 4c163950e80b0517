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

/** The nine feature cards: the features of docs/requirements.md, "Lab product page", and the rest of the LIS. */
export const labFeatures = [
  {
    icon: Cable,
    title: "Interfaz con analizadores",
    description:
      "Conexión unidireccional o bidireccional con equipos de química, hematología, inmunología y coagulación por ASTM o HL7: los resultados llegan solos, sin transcribir.",
  },
  {
    icon: ChartLine,
    title: "Control de calidad",
    description:
      "Gráficas de Levey-Jennings y reglas de Westgard por analito y por nivel de control, con alertas que frenan la validación cuando una corrida sale de rango.",
  },
  {
    icon: Plug,
    title: "Integraciones a la medida",
    description:
      "Conectamos el sistema con tu software de facturación, tu CRM, el HIS del hospital u otro LIS, para que la información fluya sin doble digitación.",
  },
  {
    icon: Wallet,
    title: "Módulo de caja",
    description:
      "Cobra en recepción con varios medios de pago, registra abonos y convenios, y cuadra la caja al cierre de cada turno.",
  },
  {
    icon: UserCog,
    title: "Permisos por rol",
    description:
      "Define con detalle qué puede ver y hacer cada usuario: recepción, bacteriólogos, caja, dirección científica o médicos remitentes.",
  },
  {
    icon: Paperclip,
    title: "Adjuntos por muestra",
    description:
      "Guarda junto a cada muestra la orden médica escaneada, consentimientos, imágenes o informes de laboratorios de referencia.",
  },
  {
    icon: MonitorSmartphone,
    title: "Acceso web desde cualquier dispositivo",
    description:
      "Trabaja desde el computador del laboratorio, una tableta o el celular, en cualquier sede, sin instalar nada: solo necesitas un navegador.",
  },
  {
    icon: History,
    title: "Trazabilidad y auditoría",
    description:
      "Cada cambio queda registrado con usuario, fecha y hora: sabes quién recibió, procesó, modificó y validó cada resultado.",
  },
  {
    icon: FileCheck,
    title: "Resultados en línea y reportes",
    description:
      "Tus pacientes consultan y descargan sus resultados en el portal, y tú obtienes reportes de producción, oportunidad y facturación al instante.",
  },
] as const satisfies readonly Feature[];
