import { site } from "~/config/site";
import { consentCopy } from "~/content/consent";
import { transmissionKind } from "../common";
import type { LegalBlock, LegalText } from "../types";

const lab = site.labProductName;
const { purposes } = consentCopy;

/** The SIC's list of countries with an adequate level of protection (Ley 1581 de 2012, art. 26). */
const ADEQUATE_LIST = "Circular Única de la SIC, Título V, num. 3.2";

/** A processor under contract: no separate authorization, in Colombia or abroad. */
const processor = (country: string) =>
  `Encargado, con contrato de transmisión de datos (${transmissionKind(country)}).`;

const google: { term: string; description: LegalText }[] = [
  ...(site.gaMeasurementId
    ? [
        {
          term: `Google LLC: ${purposes.analytics.label.toLowerCase()} (Estados Unidos)`,
          description: `Google Analytics, solo si autorizas «${purposes.analytics.label}». Google trata esos datos por nuestra cuenta: ${processor("Estados Unidos")}`,
        },
      ]
    : []),
  ...(site.adsConversionId
    ? [
        {
          term: `Google LLC: ${purposes.advertising.label.toLowerCase()} (Estados Unidos)`,
          description: `Google Ads, solo si autorizas «${purposes.advertising.label}». Google también usa esos datos para sus propios fines publicitarios, así que es una transferencia internacional. Está permitida porque Estados Unidos figura en la lista de países con nivel adecuado de protección (${ADEQUATE_LIST}; Ley 1581 de 2012, art. 26), y la hacemos solo con tu autorización previa y expresa en el aviso de cookies, que es la que nos permite tratar tus datos con esa finalidad y que puedes retirar cuando quieras (Ley 1581 de 2012, art. 9).`,
        },
      ]
    : []),
];

/** "Con quién compartimos tus datos": every recipient by category, with its role and country. */
export const recipientBlocks = [
  { type: "subheading", text: "Con quién compartimos tus datos", id: "destinatarios" },
  {
    type: "paragraph",
    text: "No vendemos ni alquilamos tus datos. Cuando un proveedor los trata por nuestra cuenta, como encargado y bajo un contrato que le impide usarlos para algo más, hay una transmisión, que no requiere una autorización aparte, tampoco si el proveedor está en otro país (Decreto 1377 de 2013, arts. 24 y 25). Cuando quien los recibe los usa también para sus propios fines, hay una transferencia, y hacia otro país solo es posible si ese país ofrece un nivel adecuado de protección según la SIC o si aplica una de las excepciones de la ley, como tu autorización expresa (Ley 1581 de 2012, art. 26). Estos son los destinatarios:",
  },
  {
    type: "definitions",
    items: [
      {
        term: `${site.hostingProvider} (${site.hostingCountry})`,
        description: `Alojamiento de este sitio y de nuestras plataformas, incluido ${lab}, con sus registros y copias de seguridad. ${processor(site.hostingCountry)}`,
      },
      {
        term: "Nuestro proveedor de correo electrónico",
        description:
          "Aloja nuestros buzones y los correos que nos envías o te enviamos. Encargado, con contrato de transmisión de datos; si sus servidores están fuera de Colombia, es una transmisión internacional.",
      },
      {
        term: "Nuestro proveedor tecnológico de facturación electrónica",
        description:
          "Autorizado por la DIAN, genera y le transmite las facturas electrónicas de nuestros clientes, con sus datos de facturación. Encargado, con contrato de transmisión de datos.",
      },
      {
        term: "Meta Platforms, Inc. y WhatsApp LLC (Estados Unidos)",
        description: `Mensajería de WhatsApp Business: tratan los mensajes de nuestra cuenta por nuestra cuenta, bajo sus condiciones de tratamiento de datos para empresas. ${processor("Estados Unidos")}`,
      },
      {
        term: `${site.aiProvider} (${site.aiCountry})`,
        description: `Modelo de lenguaje del asistente virtual de WhatsApp (sección 4), con un contrato que le prohíbe usar las conversaciones para entrenar sus modelos o para fines propios. ${processor(site.aiCountry)}`,
      },
      ...google,
      {
        term: "Dirección de Impuestos y Aduanas Nacionales (DIAN)",
        description:
          "Recibe nuestras facturas electrónicas y la información tributaria que la ley nos obliga a reportar.",
      },
      {
        term: "Otras autoridades",
        description:
          "Solo cuando una autoridad pida los datos en ejercicio de sus funciones legales o por orden judicial (Ley 1581 de 2012, arts. 10 lit. a y 13 lit. b).",
      },
    ],
  },
] as const satisfies readonly LegalBlock[];
