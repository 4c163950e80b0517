import { NOTICE_DAYS, WITHDRAWAL_BUSINESS_DAYS, plans } from "../plans";
import type { LegalSection } from "../types";

/**
 * The economic terms of docs/requirements.md ("Legal pages"): a cancellation asked before the
 * renewal date always stops it; a price change follows the one change rule of section 7, express
 * acceptance (Ley 1480 de 2011, arts. 37, 38 and 43).
 */
export const economicTerms = {
  advance: "por anticipado",
  currency: "en pesos colombianos (COP), con el IVA incluido cuando aplique",
  renewalNotice: `${NOTICE_DAYS} días antes de cada renovación`,
  cancellationNotice: `${NOTICE_DAYS} días de anticipación`,
  accessUntil: "hasta el final del periodo que ya pagaste",
  dataCopy: "copia de tus datos",
  noPenalty: "no tiene ninguna penalidad",
} as const;

export const economicsSection = {
  id: "condiciones-economicas",
  title: "Condiciones económicas",
  blocks: [
    {
      type: "list",
      items: [
        [
          { strong: "Pago anticipado." },
          ` Ofrecemos planes mensuales y anuales. Cada periodo se factura y se paga ${economicTerms.advance}, al comienzo del periodo, con factura electrónica.`,
        ],
        [{ strong: "Precios." }, ` Todos los precios están expresados ${economicTerms.currency}.`],
        [
          { strong: "Pagos pendientes." },
          ` Si un pago queda pendiente, te enviamos un recordatorio. Si no se pone al día dentro de los ${NOTICE_DAYS} días siguientes al vencimiento, podemos suspender el acceso, previo aviso, sin borrar tu información.`,
        ],
        [
          { strong: "Proyectos y servicios adicionales." },
          " Se pagan según el valor y la forma de pago que indique su propuesta comercial.",
        ],
        [
          { strong: "Cambios de precio." },
          ` Siguen la regla de la sección 7: te los anunciamos con al menos ${NOTICE_DAYS} días de anticipación y solo rigen si los aceptas de forma expresa.`,
        ],
      ],
    },
    { type: "subheading", text: "Plan mensual" },
    {
      type: "paragraph",
      text: `${plans.monthly} Con cada factura te recordamos la fecha de la siguiente renovación.`,
    },
    { type: "subheading", text: "Plan anual" },
    {
      type: "paragraph",
      text: plans.annual,
    },
    { type: "subheading", text: "Cancelación" },
    {
      type: "list",
      items: [
        "Puedes cancelar en cualquier momento, por escrito, por correo o WhatsApp. Una cancelación pedida antes de la fecha de renovación detiene esa renovación: nunca te cobramos un periodo que pediste cancelar antes de que empezara.",
        `Te pedimos avisar con ${economicTerms.cancellationNotice}: es el tiempo que tomamos para preparar la copia de tus datos y cerrar la cuenta. Si avisas con menos, la cancelación vale igual y no te cobramos más.`,
        `Conservas el acceso al software ${economicTerms.accessUntil}, salvo que en el plan anual elijas el reembolso de los meses que no han empezado.`,
        `Recibes una ${economicTerms.dataCopy} con la regla de la sección 4, «Datos personales que tratas con nuestros servicios».`,
        "Si el servicio deja de prestarse por causa nuestra, te devolvemos lo que pagaste por el tiempo no prestado.",
        `La cancelación ${economicTerms.noPenalty} ni genera cobros adicionales.`,
      ],
    },
    { type: "subheading", text: "Derecho de retracto" },
    {
      type: "paragraph",
      text: `Si eres consumidor, en el sentido de la sección 1 (Ley 1480 de 2011, art. 5 num. 3), y contratas a distancia, por este sitio, correo, teléfono o WhatsApp, puedes retractarte dentro de los ${WITHDRAWAL_BUSINESS_DAYS} días hábiles siguientes a la celebración del contrato, avisándonos por cualquiera de nuestros canales. Te devolvemos todo lo que pagaste, sin descuentos, dentro de los 30 días calendario siguientes. El retracto no aplica a servicios que, con tu acuerdo, ya empezamos a prestar, ni a desarrollos hechos según tus especificaciones (Ley 1480 de 2011, art. 47). Nada de esto limita los demás derechos que el Estatuto del Consumidor te reconoce.`,
    },
  ],
} as const satisfies LegalSection;
