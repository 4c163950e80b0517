import { proof } from "~/config/proof";
import { FlaskConical, Hospital, PawPrint } from "lucide-react";
import type { LabType } from "../types";
import { OFFICE_HOURS } from "../office-hours";

export const labTypesHeading = {
  eyebrow: "Tipos de laboratorio",
  title: "Se adapta a tu tipo de laboratorio",
  intro:
    "La misma base, configurada para la forma en que trabaja cada laboratorio: sus exámenes, tarifas, equipos y flujos.",
} as const;

export const labTypes = [
  {
    name: "Laboratorio clínico privado",
    icon: FlaskConical,
    description:
      "Atiende más pacientes en menos tiempo: cotiza, cobra y entrega resultados sin filas ni llamadas para preguntar si ya están listos.",
    highlights: [
      "Tarifas por convenio, empresa o particular",
      "Varias sedes y puntos de toma de muestra",
      "Resultados por correo y portal de pacientes",
    ],
  },
  {
    name: "Laboratorio hospitalario",
    icon: Hospital,
    description:
      "Trabaja integrado con el HIS: recibe las órdenes de urgencias, hospitalización y consulta externa, y devuelve los resultados a la historia clínica.",
    highlights: [
      "Integración con el HIS por HL7 o servicios web",
      "Prioridad para muestras urgentes",
      `Opera las 24 horas, también de noche; nuestro soporte, ${OFFICE_HOURS}${proof.support ? ", y fuera de ese horario, lo que pactes en tu propuesta" : ""}`,
    ],
  },
  {
    name: "Laboratorio veterinario",
    icon: PawPrint,
    description:
      "Una versión pensada para pacientes animales, con gestión de especies y razas, y los datos del propietario y de la clínica que remite.",
    highlights: [
      "Gestión de especies y razas",
      "Valores de referencia por especie",
      "Informes para clínicas veterinarias remitentes",
    ],
  },
] as const satisfies readonly LabType[];
