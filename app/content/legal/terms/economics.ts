import { DATA_COPY_DAYS, NOTICE_DAYS, WITHDRAWAL_BUSINESS_DAYS, plans } from "../plans";
import type { LegalSection } from "../types";

/**
 * SPEC.md section 9's economic terms, with the windows of DECISIONS.md ("Contracts"): a
 * cancellation asked before the renewal date always stops it, a price change applies only from a
 * renewal the Client could still decline (Ley 1480 de 2011, arts. 37, 38 and 43).
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
      ],
    },
    { type: "subheading", text: "Plan mensual" },
    {
      type: "paragraph",
      text: `${plans.monthly} Con cada factura te recordamos la fecha de la siguiente renovación. Un cambio de precio te lo anunciamos por correo al menos ${NOTICE_DAYS} días antes de la renovación desde la que aplica, y solo aplica si no cancelas antes de esa fecha.`,
    },
    { type: "subheading", text: "Plan anual" },
    {
      type: "paragraph",
      text: `${plans.annual} El aviso de renovación te llega por correo ${economicTerms.renewalNotice} e incluye cualquier cambio de precio, que solo aplica si no cancelas antes de la fecha de renovación.`,
    },
    { type: "subheading", text: "Cancelación" },
    {
      type: "list",
      items: [
        "Puedes cancelar en cualquier momento, por escrito, por correo o WhatsApp. Una cancelación pedida antes de la fecha de renovación detiene esa renovación: nunca te cobramos un periodo que pediste cancelar antes de que empezara.",
        `Te pedimos avisar con ${economicTerms.cancellationNotice}: es el tiempo que tomamos para preparar la copia de tus datos y cerrar la cuenta. Si avisas con menos, la cancelación vale igual y no te cobramos más.`,
        `Conservas el acceso al software ${economicTerms.accessUntil}.`,
        `Te entregamos una ${economicTerms.dataCopy} en un formato estándar y de uso común, como CSV o Excel. Puedes pedirla hasta ${DATA_COPY_DAYS} días después de que termine el servicio; luego eliminamos la información de forma segura, salvo la que la ley nos obligue a conservar.`,
        `La cancelación ${economicTerms.noPenalty} ni genera cobros adicionales.`,
      ],
    },
    { type: "subheading", text: "Derecho de retracto" },
    {
      type: "paragraph",
      text: `Si contratas como consumidor, es decir, para ti y no para una actividad económica ligada al servicio (Ley 1480 de 2011, art. 5 num. 3), y lo haces a distancia, por este sitio, correo, teléfono o WhatsApp, puedes retractarte dentro de los ${WITHDRAWAL_BUSINESS_DAYS} días hábiles siguientes a la celebración del contrato, avisándonos por cualquiera de nuestros canales. Te devolvemos todo lo que pagaste, sin descuentos, dentro de los 30 días calendario siguientes. El retracto no aplica a servicios que, con tu acuerdo, ya empezamos a prestar, ni a desarrollos hechos según tus especificaciones (Ley 1480 de 2011, art. 47). Nada de esto limita los demás derechos que el Estatuto del Consumidor te reconoce.`,
    },
  ],
} as const satisfies LegalSection;
