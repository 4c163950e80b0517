import { site } from "~/config/site";
import { consentCopy } from "~/content/consent";
import { chatByApi } from "~/content/whatsapp-channel";
import { aiRetention } from "../subprocessors";
import { CONSENT_KEPT } from "./cookies";
import type { LegalSection, LegalText } from "../types";

const lab = site.labProductName;

/** How long the hosting provider's access logs (IP, pages asked for) are kept. */
export const SERVER_LOG_DAYS = 90;

/** Retention of what the configured Google products measure, and of the consent choice. */
const measurementRetention: { term: string; description: LegalText }[] = [
  ...(site.gaMeasurementId
    ? [
        {
          term: consentCopy.purposes.analytics.label,
          description:
            "Google Analytics conserva los datos de tus visitas 14 meses; sus cookies duran lo que indica la tabla de cookies de la sección 2.",
        },
      ]
    : []),
  ...(site.adsConversionId
    ? [
        {
          term: consentCopy.purposes.advertising.label,
          description: [
            "Las cookies de Google Ads duran 90 días. En nuestra cuenta de Google Ads solo vemos conversiones agregadas, que no te identifican; Google conserva sus datos según su ",
            {
              link: "política de conservación",
              href: "https://policies.google.com/technologies/retention",
            },
            ".",
          ],
        },
      ]
    : []),
  ...(site.gaMeasurementId || site.adsConversionId
    ? [
        {
          term: "Tu elección en el aviso de cookies",
          description: `Queda en tu navegador ${CONSENT_KEPT}. No la guardamos en nuestros servidores (sección 2).`,
        },
      ]
    : []),
];

/** 6. Seguridad, and how long each kind of data is kept. */
export const securitySection = {
  id: "seguridad",
  title: "Seguridad de la información",
  blocks: [
    {
      type: "paragraph",
      text: "Aplicamos medidas técnicas, humanas y administrativas razonables para proteger tus datos contra pérdida, acceso no autorizado, uso indebido, alteración o divulgación (Ley 1581 de 2012, art. 4 lit. g):",
    },
    {
      type: "list",
      items: [
        "Cifrado de la información en tránsito (HTTPS/TLS) en este sitio y en nuestras plataformas.",
        "Acceso restringido: solo las personas de nuestro equipo que necesitan tus datos para atenderte pueden verlos, con usuarios personales, permisos por rol y autenticación segura.",
        "Acuerdos de confidencialidad con nuestros empleados y contratistas.",
        "Copias de seguridad periódicas de nuestra nube y monitoreo de nuestros sistemas.",
        "Proveedores de nube e infraestructura obligados por contrato a proteger los datos.",
      ],
    },
    {
      type: "paragraph",
      text: "Ningún sistema es infalible. Si ocurre un incidente de seguridad que afecte tus datos, lo contendremos de inmediato, lo informaremos a la SIC dentro de los 15 días hábiles siguientes a detectarlo (Ley 1581 de 2012, art. 17 lit. n; Circular Única de la SIC, título V) y te avisaremos cuando el incidente pueda afectarte.",
    },
    { type: "subheading", text: "Cuánto tiempo conservamos tus datos", id: "conservacion" },
    {
      type: "definitions",
      items: [
        {
          term: "Contactos que no se vuelven clientes",
          description: "24 meses desde la última conversación.",
        },
        {
          term: "Datos de contacto y de facturación de nuestros clientes",
          description:
            "Mientras dure el contrato y 10 años más, por los libros, papeles y soportes contables que la ley obliga a conservar (Código de Comercio, art. 60; Ley 962 de 2005, art. 28).",
        },
        {
          term: "Pruebas de tu autorización y de tus solicitudes",
          description:
            "Mientras tratemos tus datos y 3 años más, el término en que la SIC puede revisar cómo los tratamos (Decreto 1377 de 2013, art. 8; Ley 1437 de 2011, art. 52).",
        },
        ...(chatByApi
          ? [
              {
                term: "Conversaciones con el asistente virtual",
                description: `Las conservamos con la conversación de WhatsApp, en el plazo del contacto o del cliente. ${site.aiProvider}, que presta el modelo de lenguaje, ${aiRetention}.`,
              },
            ]
          : []),
        {
          term: "Registros del servidor",
          description: `Tu dirección IP y las páginas que pides, ${SERVER_LOG_DAYS} días, salvo los que necesitemos para investigar un incidente de seguridad concreto, mientras dure esa investigación.`,
        },
        ...measurementRetention,
        {
          term: `Información que cada cliente registra en ${lab} y en nuestro software, incluida la de sus pacientes`,
          description:
            "La que defina el cliente mientras dure su contrato; al terminar, la entregamos y eliminamos con la regla de la sección 1. El plazo de 10 años de arriba es solo para nuestros propios soportes contables, no para esta información.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Cumplido cada plazo, eliminamos o anonimizamos los datos de forma segura.",
    },
  ],
} as const satisfies LegalSection;
