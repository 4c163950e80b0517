import { CONSUMER_TOTAL, PAYMENT_REMINDER_RULE, VAT_NOTE } from "../common";
import { NOTICE_DAYS, WITHDRAWAL_BUSINESS_DAYS, plans } from "../plans";
import type { LegalSection } from "../types";

/**
 * The economic terms of docs/requirements.md ("Legal pages"): a cancellation asked before the
 * renewal date always stops it; a price change follows the one change rule of section 7, express
 * acceptance (Ley 1480 de 2011, arts. 37, 38 and 43). How to pay, the reversal of an electronic
 * payment and the legal guarantee of a service (Ley 1480 de 2011, arts. 7, 11, 50 lit. c and 51).
 */
export const economicTerms = {
  advance: "por anticipado",
  currency: `en pesos colombianos (COP), ${VAT_NOTE}`,
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
        [
          { strong: "Medios de pago." },
          " Transferencia o consignación a la cuenta que indica tu factura, o el medio que acuerde tu propuesta comercial (Ley 1480 de 2011, art. 50 lit. c). Nunca te pedimos datos de tarjetas por correo ni por WhatsApp.",
        ],
        [
          { strong: "Precios." },
          ` Todos los precios están expresados ${economicTerms.currency}.${CONSUMER_TOTAL}`,
        ],
        [
          { strong: "Pagos pendientes." },
          ` Si un pago queda pendiente, te enviamos un recordatorio ${PAYMENT_REMINDER_RULE}. Durante los ${NOTICE_DAYS} días siguientes al vencimiento conservas el acceso y la licencia; si no se pone al día en ese plazo, podemos suspender el acceso, previo aviso, sin borrar tu información.`,
        ],
        [
          { strong: "Proyectos y servicios adicionales." },
          ` Se pagan según el valor, ${VAT_NOTE}, y la forma de pago que indique su propuesta comercial.`,
        ],
        [
          { strong: "Cambios de precio." },
          ` Siguen la regla de la sección 7: te los anunciamos con al menos ${NOTICE_DAYS} días de anticipación y solo rigen si los aceptas de forma expresa.`,
        ],
      ],
    },
    { type: "subheading", text: "Plan mensual", id: "plan-mensual" },
    {
      type: "paragraph",
      text: `${plans.monthly} Con cada factura te recordamos la fecha de la siguiente renovación.`,
    },
    { type: "subheading", text: "Plan anual", id: "plan-anual" },
    {
      type: "paragraph",
      text: plans.annual,
    },
    { type: "subheading", text: "Cancelación", id: "cancelacion" },
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
    { type: "subheading", text: "Derecho de retracto", id: "retracto" },
    {
      type: "paragraph",
      text: `Si eres consumidor, en el sentido de la sección 1 (Ley 1480 de 2011, art. 5 num. 3), y contratas a distancia, por correo, teléfono o WhatsApp, puedes retractarte dentro de los ${WITHDRAWAL_BUSINESS_DAYS} días hábiles siguientes a la celebración del contrato, avisándonos por cualquiera de nuestros canales. Te devolvemos todo lo que pagaste, sin descuentos, dentro de los 30 días calendario siguientes. El retracto no aplica a servicios que, con tu acuerdo, ya empezamos a prestar, ni a desarrollos hechos según tus especificaciones (Ley 1480 de 2011, art. 47). Nada de esto limita los demás derechos que el Estatuto del Consumidor te reconoce.`,
    },
    {
      type: "paragraph",
      text: "Si, siendo consumidor, pagas a distancia con tarjeta de crédito o débito u otro instrumento de pago electrónico, puedes pedir la reversión del pago cuando fue fraudulento o no lo solicitaste, o cuando el servicio no se prestó o no corresponde a lo contratado: preséntanos la queja y avisa al emisor de tu medio de pago dentro de los 5 días hábiles siguientes a cuando lo supiste (Ley 1480 de 2011, art. 51).",
    },
    { type: "subheading", text: "Garantía legal", id: "garantia" },
    {
      type: "paragraph",
      text: "Nuestros servicios tienen la garantía legal del Estatuto del Consumidor: los prestamos con la calidad que te ofrecimos y, si no la cumplen, a tu elección volvemos a prestar sin costo lo que falló o te devolvemos lo que pagaste por ello (Ley 1480 de 2011, arts. 7 y 11). La reclamas por cualquiera de nuestros canales, sin costo, y te respondemos dentro de los 15 días hábiles siguientes; ese reclamo directo es el paso previo para acudir a la Superintendencia de Industria y Comercio (Ley 1480 de 2011, art. 58 num. 5).",
    },
  ],
} as const satisfies LegalSection;
