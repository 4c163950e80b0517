import { FileText } from "lucide-react";
import { site } from "~/config/site";
import { legalLinks } from "~/content/footer";
import { pageSeo } from "~/content/seo";
import { LEGAL_SUBJECT, OFFICE_HOURS, contactCard, legalPageLabels } from "./common";
import type { LegalDocument } from "./types";

const company = site.companyName;
const lab = site.labProductName;
const [privacyLink] = legalLinks;

/**
 * Términos y Condiciones: the eight sections of docs/requirements.md ("Legal pages") and its
 * economic terms (advance billing, COP with IVA, renewal and cancellation notices, Colombian law).
 */
export const termsOfService = {
  title: pageSeo.terms.title,
  eyebrow: "Condiciones de servicio",
  icon: FileText,
  intro: `Estas son las reglas claras con las que trabajamos: qué incluye cada servicio de ${company}, cómo funcionan la licencia, los pagos, la renovación y la cancelación, y qué responsabilidades asumimos tú y nosotros.`,
  tocLabel: legalPageLabels.tocHeading,
  trackLabel: "terms_of_service",
  sections: [
    {
      id: "aceptacion",
      title: "Aceptación de los términos",
      blocks: [
        {
          type: "paragraph",
          text: `Estos Términos y Condiciones regulan el uso de este sitio web y la contratación de los servicios de ${company}: software a la medida, chatbots con inteligencia artificial y ${lab}, nuestro software para laboratorios clínicos. Al aceptar una propuesta comercial, firmar una orden de servicio, pagar un plan o usar nuestro software, aceptas estos términos. Si no estás de acuerdo con ellos, te pedimos no usar los servicios.`,
        },
        { type: "paragraph", text: "Para efectos de estos términos:" },
        {
          type: "definitions",
          items: [
            {
              term: "Cliente",
              description: `La persona natural o jurídica que contrata con ${company} un plan, una licencia o un proyecto, y que paga por ello.`,
            },
            {
              term: "Usuario",
              description:
                "Toda persona que usa el software o los servicios con un acceso otorgado por el Cliente, como sus empleados, profesionales o contratistas, y quien visita este sitio web. El Cliente responde por el uso que hagan sus Usuarios.",
            },
            {
              term: "Servicios",
              description:
                "El software que ofrecemos en la nube, su soporte y los desarrollos, integraciones y consultorías que contrates con nosotros.",
            },
            {
              term: "Propuesta comercial",
              description:
                "El documento en el que acordamos con el Cliente el alcance, el plan, el precio y las condiciones particulares de cada servicio.",
            },
          ],
        },
        {
          type: "paragraph",
          text: "Si actúas en nombre de una empresa, declaras que tienes facultades para obligarla. Si una propuesta comercial o un contrato firmado regula algo de forma distinta, prevalece lo pactado en ese documento.",
        },
      ],
    },
    {
      id: "licencia",
      title: "Derechos de licencia y restricciones",
      blocks: [
        {
          type: "paragraph",
          text: "Mientras tu plan esté vigente y al día, te otorgamos una licencia de uso no exclusiva e intransferible, limitada al número de usuarios, sedes y módulos de tu plan, para usar nuestro software en las actividades internas de tu organización.",
        },
        {
          type: "paragraph",
          text: `El software, su código fuente, su diseño, sus marcas y su documentación son propiedad de ${company} y están protegidos por las normas de derecho de autor y propiedad industrial, entre ellas la Ley 23 de 1982 y la Decisión Andina 351 de 1993. La licencia no te transfiere su titularidad. La titularidad de los desarrollos a la medida se define en la propuesta comercial de cada proyecto; salvo pacto en contrario, los componentes y herramientas que teníamos antes del proyecto siguen siendo nuestros y te los licenciamos para que uses lo que te entregamos.`,
        },
        {
          type: "paragraph",
          text: "Tus datos son tuyos: la información que registras en el software pertenece al Cliente y solo la usamos para prestarte el servicio.",
        },
        { type: "subheading", text: "Restricciones" },
        { type: "paragraph", text: `Salvo autorización escrita de ${company}, no puedes:` },
        {
          type: "list",
          items: [
            "Copiar, modificar, traducir o crear obras derivadas del software.",
            "Descompilarlo, aplicarle ingeniería inversa o intentar obtener su código fuente, salvo en los casos que la ley permita expresamente.",
            "Venderlo, sublicenciarlo, alquilarlo, prestarlo o cederlo a terceros.",
            "Compartir usuarios y contraseñas, o superar los límites de usuarios, sedes o módulos de tu plan.",
            "Intentar vulnerar su seguridad, cargar código malicioso o interferir con su funcionamiento.",
            "Usarlo para actividades ilícitas o para tratar datos personales sin la autorización de sus titulares.",
          ],
        },
        {
          type: "paragraph",
          text: "Si se incumplen estas restricciones, podremos suspender los accesos involucrados, previo aviso, sin perjuicio de las acciones legales que correspondan.",
        },
      ],
    },
    {
      id: "servicios",
      title: "Servicios incluidos y adicionales",
      blocks: [
        { type: "subheading", text: "Incluidos en tu plan" },
        {
          type: "list",
          items: [
            "Acceso al software en la nube, con el alojamiento, el mantenimiento y las copias de seguridad a nuestro cargo.",
            "Actualizaciones y mejoras de las funciones de tu plan, sin costo adicional.",
            `Soporte técnico por correo electrónico, teléfono y WhatsApp. ${OFFICE_HOURS}`,
            "Capacitación inicial para poner en marcha el software, en la modalidad y con la duración que indique tu propuesta comercial.",
          ],
        },
        { type: "subheading", text: "Adicionales, que se cotizan aparte" },
        {
          type: "list",
          items: [
            "Desarrollos y funciones a la medida.",
            "Integraciones con equipos analizadores, sistemas de información hospitalaria (HIS), facturación electrónica, CRM u otros sistemas que no incluya tu plan.",
            "Migración de información desde otros sistemas.",
            "Capacitaciones adicionales o presenciales, y consultoría.",
            "Usuarios, sedes o módulos adicionales.",
          ],
        },
        {
          type: "paragraph",
          text: "Hacemos el mantenimiento programado, en lo posible, fuera del horario de atención y te lo avisamos con anticipación. Los niveles de servicio específicos, cuando los haya, constan en tu propuesta comercial.",
        },
      ],
    },
    {
      id: "responsabilidades",
      title: "Responsabilidades",
      blocks: [
        { type: "subheading", text: `De ${company}` },
        {
          type: "list",
          items: [
            "Prestar los servicios con diligencia profesional y según lo acordado en la propuesta comercial.",
            "Mantener medidas razonables de seguridad y confidencialidad, y copias de respaldo de la información.",
            "Tratar los datos personales que el Cliente registre en el software como encargados del tratamiento, solo según sus instrucciones y conforme a la Ley 1581 de 2012.",
            "Atender las solicitudes de soporte dentro del horario acordado.",
          ],
        },
        { type: "subheading", text: "Del Cliente y sus Usuarios" },
        {
          type: "list",
          items: [
            "Entregar información veraz y mantener al día sus datos de contacto y de facturación.",
            "Custodiar sus usuarios y contraseñas, y avisarnos de inmediato de cualquier uso no autorizado.",
            "Contar, como responsable del tratamiento, con la autorización de los titulares de los datos personales que registre en el software, por ejemplo de sus pacientes.",
            "Disponer de los equipos, la conexión a internet y las condiciones técnicas mínimas que le indiquemos.",
            "Pagar su plan en los plazos acordados.",
            "Usar el software conforme a estos términos y a la ley.",
          ],
        },
        {
          type: "paragraph",
          text: `En ${lab}, la validación, la interpretación y la entrega de los resultados clínicos son responsabilidad exclusiva del laboratorio y de sus profesionales. El software es una herramienta de gestión y no reemplaza su criterio profesional.`,
        },
      ],
    },
    {
      id: "limitacion-de-responsabilidad",
      title: "Limitación de responsabilidad",
      blocks: [
        { type: "paragraph", text: `${company} no responde por:` },
        {
          type: "list",
          items: [
            "Daños indirectos o consecuenciales, lucro cesante ni pérdida de oportunidades de negocio.",
            "Fallas causadas por fuerza mayor o caso fortuito, ni por servicios de terceros fuera de nuestro control, como los de internet, energía, nube o mensajería.",
            "La pérdida o alteración de información causada por el uso indebido del software, por el incumplimiento de estos términos o por instrucciones del Cliente o de sus Usuarios.",
            "Las decisiones que se tomen con base en la información que registren el Cliente o sus Usuarios.",
          ],
        },
        {
          type: "paragraph",
          text: "En todo caso, nuestra responsabilidad total frente al Cliente por cualquier reclamación relacionada con los servicios se limita al valor que el Cliente nos haya pagado en los doce (12) meses anteriores al hecho que la origina.",
        },
        {
          type: "paragraph",
          text: "Estas limitaciones no aplican en casos de dolo o culpa grave, ni afectan los derechos irrenunciables que la ley reconoce a los consumidores.",
        },
      ],
    },
    {
      id: "condiciones-economicas",
      title: "Condiciones económicas",
      blocks: [
        {
          type: "list",
          items: [
            [
              { strong: "Planes y pago anticipado." },
              " Ofrecemos planes mensuales y anuales. Cada periodo se factura y se paga por anticipado, al comienzo del periodo, con factura electrónica.",
            ],
            [
              { strong: "Precios." },
              " Todos los precios están expresados en pesos colombianos (COP) e incluyen el IVA.",
            ],
            [
              { strong: "Renovación automática." },
              " Los planes se renuevan automáticamente por un periodo igual al contratado. Te avisamos por correo electrónico 30 días antes de cada renovación, con el valor del nuevo periodo, para que decidas con tiempo si continúas.",
            ],
            [
              { strong: "Cambios de precio." },
              " Si el precio cambia, te lo informamos en ese mismo aviso, y el nuevo valor solo aplica desde la renovación.",
            ],
            [
              { strong: "Pagos pendientes." },
              " Si un pago queda pendiente, te enviaremos un recordatorio. Si no se pone al día dentro de los 30 días siguientes al vencimiento, podremos suspender el acceso, previo aviso, sin borrar tu información.",
            ],
            [
              { strong: "Proyectos y servicios adicionales." },
              " Se pagan según el valor y la forma de pago que indique su propuesta comercial.",
            ],
          ],
        },
        { type: "subheading", text: "Cancelación" },
        {
          type: "list",
          items: [
            "Puedes cancelar tu plan cuando quieras, avisándonos por escrito con 30 días de anticipación a la fecha de renovación.",
            "Conservas el acceso al software hasta el final del periodo que ya pagaste.",
            "Te entregamos una copia de tus datos en un formato estándar y de uso común, como CSV o Excel. Puedes pedirla hasta 30 días después de que termine el servicio; luego eliminamos la información de forma segura, salvo la que la ley nos obligue a conservar.",
            "La cancelación no tiene ninguna penalidad ni genera cobros adicionales.",
          ],
        },
        {
          type: "paragraph",
          text: "Nada de lo anterior limita el derecho de retracto ni los demás derechos que la Ley 1480 de 2011, Estatuto del Consumidor, te reconoce cuando contratas como consumidor.",
        },
      ],
    },
    {
      id: "modificaciones",
      title: "Modificaciones y ley aplicable",
      blocks: [
        {
          type: "paragraph",
          text: "Podemos actualizar estos términos para reflejar cambios en nuestros servicios o en la ley. Te avisaremos de cualquier modificación con al menos 30 días de anticipación a su entrada en vigor, por correo electrónico y en este sitio, donde también cambiaremos la fecha de última actualización.",
        },
        {
          type: "paragraph",
          text: "Si no estás de acuerdo con los cambios, puedes cancelar tu plan antes de que entren en vigor, sin penalidad. Si sigues usando los servicios después de esa fecha, entenderemos que los aceptas.",
        },
        { type: "subheading", text: "Ley aplicable" },
        {
          type: "paragraph",
          text: "Estos términos se rigen por las leyes de la República de Colombia. Intentaremos resolver cualquier diferencia primero de manera directa y amistosa; si no llegamos a un acuerdo, podrá someterse a los jueces competentes de Medellín, sin perjuicio de las acciones que la ley te permita ejercer como consumidor ante la Superintendencia de Industria y Comercio.",
        },
        {
          type: "paragraph",
          text: "Si alguna disposición de estos términos llegara a declararse inválida, las demás conservan su validez.",
        },
      ],
    },
    {
      id: "contacto-legal",
      title: "Contacto legal",
      blocks: [
        {
          type: "paragraph",
          text: [
            "Si tienes preguntas sobre estos términos, tu contrato o tu facturación, escríbenos con el asunto ",
            { strong: `“${LEGAL_SUBJECT}”` },
            ":",
          ],
        },
        contactCard(LEGAL_SUBJECT, "Empresa"),
        {
          type: "paragraph",
          text: [
            "Para consultas sobre tus datos personales, revisa nuestra ",
            { link: privacyLink.name, href: privacyLink.href },
            ".",
          ],
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
