import { ShieldCheck } from "lucide-react";
import { site } from "~/config/site";
import { pageSeo } from "~/content/seo";
import {
  COMPANY_LOCATION,
  HABEAS_DATA_SUBJECT,
  SIC_URL,
  contactCard,
  emailLink,
  legalPageLabels,
  whatsappLink,
} from "./common";
import type { LegalDocument } from "./types";

const company = site.companyName;
const lab = site.labProductName;

/**
 * Política de Privacidad: the data-processing policy required by Ley 1581 de 2012 and
 * Decreto 1377 de 2013 (compiled in Decreto 1074 de 2015), with the seven sections of docs/requirements.md ("Legal pages").
 */
export const privacyPolicy = {
  title: pageSeo.privacy.title,
  eyebrow: "Protección de datos personales",
  icon: ShieldCheck,
  intro: `En ${company} cuidamos la información que compartes con nosotros. Aquí te contamos, sin letra pequeña, qué datos recolectamos, para qué los usamos, cómo los protegemos y cómo puedes ejercer tus derechos de hábeas data.`,
  tocLabel: legalPageLabels.tocHeading,
  trackLabel: "privacy_policy",
  sections: [
    {
      id: "informacion-general",
      title: "Información general",
      blocks: [
        {
          type: "paragraph",
          text: `${company}, con domicilio en Medellín, Colombia, es la responsable del tratamiento de los datos personales que recolectamos a través de este sitio web y de nuestros canales de contacto: correo electrónico, teléfono y WhatsApp.`,
        },
        {
          type: "paragraph",
          text: "Esta política explica qué datos recolectamos, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos. Se rige por el artículo 15 de la Constitución Política, la Ley Estatutaria 1581 de 2012 y su reglamentación, en especial el Decreto 1377 de 2013, hoy compilado en el Decreto Único Reglamentario 1074 de 2015. La autoridad de protección de datos personales en Colombia es la Superintendencia de Industria y Comercio (SIC).",
        },
        {
          type: "definitions",
          card: true,
          items: [
            { term: "Responsable del tratamiento", description: company },
            { term: "Domicilio", description: COMPANY_LOCATION },
            { term: "Correo electrónico", description: [emailLink(HABEAS_DATA_SUBJECT)] },
            { term: "Teléfono y WhatsApp", description: [whatsappLink(HABEAS_DATA_SUBJECT)] },
          ],
        },
        {
          type: "paragraph",
          text: `Esta política cubre los datos que ${company} trata como responsable. Los datos de pacientes que los laboratorios registran en ${lab}, nuestro sistema de información de laboratorio, pertenecen a cada laboratorio: él es el responsable de ese tratamiento y nosotros actuamos como encargados, por cuenta suya, según sus instrucciones y el contrato que nos une. Si eres paciente y quieres consultar o corregir esos datos, dirígete a tu laboratorio.`,
        },
      ],
    },
    {
      id: "datos-recolectados",
      title: "Datos que recolectamos",
      blocks: [
        {
          type: "paragraph",
          text: "Solo pedimos los datos que necesitamos para atenderte. No solicitamos datos sensibles, como información de salud, biométrica o sobre tu origen racial o étnico, ni datos de niños, niñas o adolescentes; si llegamos a recibirlos por error, los eliminamos.",
        },
        { type: "subheading", text: "Datos de contacto" },
        {
          type: "paragraph",
          text: "Los que nos das cuando nos escribes por correo electrónico o WhatsApp, nos llamas o pides una demostración o una cotización:",
        },
        {
          type: "list",
          items: [
            "Nombre y apellidos.",
            "Número de teléfono o de WhatsApp.",
            "Correo electrónico.",
            "Laboratorio, empresa u organización a la que perteneces.",
            "Cargo que ocupas.",
          ],
        },
        {
          type: "paragraph",
          text: "También conservamos el contenido de tus mensajes, es decir, lo que nos cuentas sobre tu proyecto o tu necesidad, para poder darle seguimiento.",
        },
        { type: "subheading", text: "Datos de navegación" },
        {
          type: "paragraph",
          text: "Cuando visitas el sitio, tu navegador y nuestras herramientas de analítica registran de forma automática:",
        },
        {
          type: "list",
          items: [
            "Dirección IP.",
            "Tipo y versión del navegador, sistema operativo y tipo de dispositivo.",
            "Páginas visitadas y enlaces en los que haces clic, como los de WhatsApp o correo electrónico.",
            "Tiempo de permanencia en el sitio, y fecha y hora de la visita.",
            "Cookies de analítica, como las de Google Analytics, que nos permiten contar visitas y medir el resultado de nuestras campañas.",
          ],
        },
        {
          type: "paragraph",
          text: [
            "Estas cookies no te identifican por tu nombre. Puedes bloquearlas o borrarlas desde la configuración de tu navegador, o instalar el ",
            {
              link: "complemento de inhabilitación de Google Analytics",
              href: "https://tools.google.com/dlpage/gaoptout",
            },
            "; el sitio seguirá funcionando igual.",
          ],
        },
      ],
    },
    {
      id: "finalidades",
      title: "Finalidades del tratamiento",
      blocks: [
        { type: "paragraph", text: "Usamos tus datos para:" },
        {
          type: "list",
          items: [
            `Responder tus preguntas y tus solicitudes de información, cotización o demostración de nuestros servicios y de ${lab}.`,
            "Contactarte por teléfono, correo electrónico o WhatsApp para dar seguimiento a tu solicitud y enviarte propuestas comerciales.",
            "Preparar, celebrar y ejecutar el contrato si te conviertes en cliente: implementación, soporte técnico, facturación y cobro.",
            "Enviarte información sobre nuevos productos, actualizaciones, eventos y contenidos de interés, solo si nos autorizas. Puedes pedirnos que dejemos de hacerlo en cualquier momento.",
            "Elaborar estadísticas agregadas de uso del sitio y medir nuestras campañas, para mejorar el contenido y tu experiencia.",
            "Proteger la seguridad del sitio y prevenir fraudes o usos indebidos.",
            "Cumplir nuestras obligaciones legales, contables y tributarias, y atender los requerimientos de las autoridades competentes.",
          ],
        },
        {
          type: "paragraph",
          text: "No vendemos ni alquilamos tus datos personales. Solo los compartimos con los proveedores que nos ayudan a prestar el servicio (alojamiento en la nube, correo electrónico, mensajería de WhatsApp y analítica web), que actúan como encargados del tratamiento bajo contratos que los obligan a protegerlos y a usarlos únicamente para estos fines, o con las autoridades cuando la ley lo exija.",
        },
        {
          type: "paragraph",
          text: "Algunos de estos proveedores, como Meta y Google, almacenan la información en servidores fuera de Colombia, por ejemplo en Estados Unidos. Esa transmisión internacional se hace conforme al artículo 26 de la Ley 1581 de 2012 y a las instrucciones de la SIC, con proveedores que ofrecen garantías adecuadas de protección.",
        },
      ],
    },
    {
      id: "whatsapp-business",
      title: "Uso de WhatsApp Business API",
      blocks: [
        {
          type: "paragraph",
          text: "Para atenderte por chat usamos la API de WhatsApp Business, un servicio de Meta Platforms, Inc. Cuando nos escribes por WhatsApp tratamos tu número de teléfono, el nombre de tu perfil y el contenido de la conversación (textos, audios, imágenes y documentos que compartas) para responderte y dar seguimiento a tu solicitud.",
        },
        {
          type: "paragraph",
          text: [
            {
              strong:
                "Al iniciar una conversación con nosotros por WhatsApp, nos das tu consentimiento",
            },
            " para tratar esos datos con las finalidades de esta política. Es una autorización por conducta inequívoca, de las que admite el artículo 7 del Decreto 1377 de 2013. Puedes revocarla cuando quieras: basta con que nos lo pidas en el mismo chat.",
          ],
        },
        {
          type: "paragraph",
          text: [
            "Meta actúa como proveedor tecnológico de la mensajería: transporta y cifra los mensajes y puede almacenarlos en sus servidores, dentro o fuera de Colombia. El tratamiento que Meta hace por su propia cuenta se rige por sus condiciones y por la ",
            {
              link: "Política de privacidad de WhatsApp",
              href: "https://www.whatsapp.com/legal/privacy-policy",
            },
            ", que te recomendamos leer.",
          ],
        },
        {
          type: "list",
          items: [
            "Podemos usar respuestas automáticas o un asistente virtual para contestarte más rápido, también fuera del horario de atención. Siempre puedes pedir que te atienda una persona de nuestro equipo.",
            "Nunca te pediremos por WhatsApp contraseñas, datos de tarjetas ni información clínica de pacientes.",
          ],
        },
      ],
    },
    {
      id: "derechos",
      title: "Tus derechos",
      blocks: [
        {
          type: "paragraph",
          text: "Como titular de tus datos, el artículo 8 de la Ley 1581 de 2012 te reconoce estos derechos, que puedes ejercer de forma gratuita:",
        },
        {
          type: "definitions",
          items: [
            {
              term: "Acceso y rectificación",
              description:
                "Conocer qué datos tuyos tenemos y cómo los hemos usado, pedir prueba de la autorización que nos diste, y actualizar o corregir los datos incompletos, inexactos o desactualizados.",
            },
            {
              term: "Eliminación",
              description:
                "Pedir que suprimamos tus datos cuando ya no sean necesarios para las finalidades de esta política o cuando su tratamiento no respete la ley, siempre que no tengamos un deber legal o contractual de conservarlos.",
            },
            {
              term: "Oposición",
              description:
                "Pedir que dejemos de usar tus datos para una finalidad concreta, por ejemplo el envío de información comercial.",
            },
            {
              term: "Portabilidad",
              description:
                "Recibir una copia de los datos que nos diste en un formato estructurado y de uso común, como CSV, para llevarlos a otro proveedor.",
            },
            {
              term: "Revocación de la autorización",
              description:
                "Retirar en cualquier momento el permiso que nos diste para tratar tus datos, salvo que un deber legal o contractual nos obligue a conservarlos.",
            },
            {
              term: "Queja ante la SIC",
              description: [
                "Presentar quejas ante la ",
                { link: "Superintendencia de Industria y Comercio", href: SIC_URL },
                " por infracciones a la ley, una vez hayas agotado el trámite de consulta o reclamo con nosotros, como lo exige el artículo 16 de la Ley 1581 de 2012.",
              ],
            },
          ],
        },
        { type: "subheading", text: "Cómo presentar tu solicitud" },
        {
          type: "list",
          ordered: true,
          items: [
            [
              "Escríbenos al correo ",
              emailLink(HABEAS_DATA_SUBJECT),
              " o por WhatsApp al ",
              whatsappLink(HABEAS_DATA_SUBJECT),
              " con el asunto ",
              { strong: `“${HABEAS_DATA_SUBJECT}”` },
              ". Cambia “[Tu solicitud]” por lo que necesitas, por ejemplo: “Solicitud HABEAS DATA - Eliminación de mis datos”.",
            ],
            "Incluye tu nombre completo, tu número de identificación, un dato de contacto para responderte y la descripción clara de lo que pides. Si quieres, adjunta los documentos que la respalden.",
            "Si actúas en nombre de otra persona, adjunta el documento que acredite tu representación.",
          ],
        },
        {
          type: "paragraph",
          text: [
            "Respondemos cada solicitud en un plazo máximo de ",
            { strong: "15 días hábiles" },
            ", contados desde el día siguiente a su recibo. Las consultas sobre tus datos las respondemos dentro de los primeros 10 días hábiles; si no es posible, te avisamos antes de que se cumpla ese término, con el motivo y la fecha de respuesta, que nunca superará los 15 días hábiles.",
          ],
        },
        {
          type: "paragraph",
          text: "Si a tu solicitud le falta información, te lo diremos dentro de los 5 días hábiles siguientes a su recibo para que la completes. Si pasan dos meses sin que lo hagas, entenderemos que desististe de ella.",
        },
      ],
    },
    {
      id: "seguridad",
      title: "Seguridad de la información",
      blocks: [
        {
          type: "paragraph",
          text: "Aplicamos medidas técnicas, humanas y administrativas razonables para proteger tus datos contra pérdida, acceso no autorizado, uso indebido, alteración o divulgación:",
        },
        {
          type: "list",
          items: [
            "Cifrado de la información en tránsito (HTTPS/TLS) en este sitio y en nuestras plataformas.",
            "Acceso restringido: solo las personas de nuestro equipo que necesitan tus datos para atenderte pueden verlos, con usuarios personales, permisos por rol y autenticación segura.",
            "Acuerdos de confidencialidad con nuestros empleados y contratistas.",
            "Copias de seguridad periódicas y monitoreo de nuestros sistemas.",
            "Proveedores de nube e infraestructura que cumplen estándares reconocidos de seguridad.",
          ],
        },
        {
          type: "paragraph",
          text: "Ningún sistema es infalible. Si ocurre un incidente de seguridad que afecte tus datos, tomaremos de inmediato las medidas para contenerlo y lo informaremos a la SIC y, cuando corresponda, a ti.",
        },
        { type: "subheading", text: "Conservación de los datos" },
        {
          type: "paragraph",
          text: "Conservamos tus datos mientras sean necesarios para las finalidades de esta política o mientras mantengas una relación con nosotros, y después durante el tiempo que exijan las normas contables, comerciales y tributarias. Cumplido ese plazo, los eliminamos o anonimizamos de forma segura.",
        },
      ],
    },
    {
      id: "contacto",
      title: "Contacto",
      blocks: [
        {
          type: "paragraph",
          text: `El área de Protección de Datos Personales de ${company} atiende tus consultas, reclamos y solicitudes sobre esta política:`,
        },
        contactCard(HABEAS_DATA_SUBJECT, "Responsable"),
        {
          type: "paragraph",
          text: "Esta política rige desde la fecha de última actualización que aparece al inicio de esta página. Si la cambiamos de forma sustancial, lo publicaremos aquí y te lo informaremos antes de aplicar los cambios.",
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
