import { changeRule } from "../plans";
import type { LegalSection } from "../types";

/** 7. Modificaciones y ley aplicable: the one change rule (plans.ts); no forum clause. */
export const modificationsSection = {
  id: "modificaciones",
  title: "Modificaciones y ley aplicable",
  blocks: [
    {
      type: "paragraph",
      text: "Podemos actualizar estos términos o nuestros precios para reflejar cambios en nuestros servicios o en la ley. Para los dos hay una sola regla:",
    },
    { type: "paragraph", text: changeRule },
    {
      type: "paragraph",
      text: "Los cambios que exija la ley aplican cuando la ley lo disponga. Cada versión de estos términos indica arriba su fecha de última actualización, y las versiones anteriores, cuando las haya, quedan publicadas con sus fechas y enlazadas al comienzo de esta página.",
    },
    { type: "subheading", text: "Ley aplicable", id: "ley-aplicable" },
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
