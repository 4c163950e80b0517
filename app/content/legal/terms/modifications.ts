import { NOTICE_DAYS } from "../plans";
import type { LegalSection } from "../types";

/** 7. Modificaciones y ley aplicable: changes only from a renewal, never tacitly; no forum clause. */
export const modificationsSection = {
  id: "modificaciones",
  title: "Modificaciones y ley aplicable",
  blocks: [
    {
      type: "paragraph",
      text: `Podemos actualizar estos términos para reflejar cambios en nuestros servicios o en la ley. Te avisaremos por correo electrónico con al menos ${NOTICE_DAYS} días de anticipación, con el texto nuevo y la fecha de última actualización de esta página. Un cambio nunca se aplica a un periodo que ya pagaste: rige desde tu siguiente renovación, y solo si lo aceptas de forma expresa (Ley 1480 de 2011, art. 38).`,
    },
    {
      type: "paragraph",
      text: "Seguir usando los servicios no significa que aceptas los cambios. Si no los aceptas, tu plan sigue con los términos vigentes hasta el final del periodo pagado y luego termina, sin penalidad y con la copia de tus datos. Los cambios que exija la ley aplican cuando la ley lo disponga.",
    },
    { type: "subheading", text: "Ley aplicable" },
    {
      type: "paragraph",
      text: "Estos términos se rigen por las leyes de la República de Colombia. Intentaremos resolver cualquier diferencia primero de manera directa; si no llegamos a un acuerdo, podrá acudirse a los jueces competentes según las reglas del Código General del Proceso y, si eres consumidor, a la Superintendencia de Industria y Comercio en ejercicio de sus funciones jurisdiccionales (Ley 1480 de 2011, art. 58).",
    },
    {
      type: "paragraph",
      text: "Si alguna disposición de estos términos llegara a declararse inválida, las demás conservan su validez.",
    },
  ],
} as const satisfies LegalSection;
