import { consentCopy } from "~/content/consent";
import { SUBPROCESSORS_LABEL, subprocessorsBlock } from "../subprocessors";
import { site } from "~/config/site";
import type { LegalBlock, LegalText } from "../types";

const { purposes } = consentCopy;

/** The SIC's list of countries with an adequate level of protection (Ley 1581 de 2012, art. 26). */
const ADEQUATE_LIST = "Circular Única de la SIC, Título V, num. 3.2";

const google: { term: string; description: LegalText }[] = [
  ...(site.gaMeasurementId
    ? [
        {
          term: `Google LLC: ${purposes.analytics.label.toLowerCase()} (Estados Unidos)`,
          // A processor only while Google uses the data for nothing of its own: the property
          // shares no data with Google, has Google signals off and is linked to no Ads account
          // (docs/go-live.md, "Analytics and advertising tags").
          description: `Google Analytics, solo si autorizas «${purposes.analytics.label}». Los trata solo por nuestra cuenta, porque así está configurada nuestra propiedad de Analytics: no comparte datos con otros productos ni servicios, tiene apagadas las señales de usuarios (Signals) y no está vinculada a ninguna cuenta de Ads. Encargado: transmisión internacional, con contrato.`,
        },
      ]
    : []),
  ...(site.adsConversionId
    ? [
        {
          term: `Google LLC: ${purposes.advertising.label.toLowerCase()} (Estados Unidos)`,
          description: `Google Ads, solo si autorizas «${purposes.advertising.label}». Google también usa esos datos para sus propios fines publicitarios, como personalizar la publicidad que ves, así que es una transferencia internacional. Está permitida porque Estados Unidos figura en la lista de países con nivel adecuado de protección (${ADEQUATE_LIST}; Ley 1581 de 2012, art. 26), y la hacemos solo con tu autorización previa y expresa en el aviso de cookies, que puedes retirar cuando quieras (Ley 1581 de 2012, art. 9).`,
        },
      ]
    : []),
];

/** "Con quién compartimos tus datos": the processors (one list with the terms), then the rest. */
export const recipientBlocks = [
  { type: "subheading", text: "Con quién compartimos tus datos", id: "destinatarios" },
  {
    type: "paragraph",
    text: "No vendemos ni alquilamos tus datos. Un proveedor que los trata por nuestra cuenta, como encargado y con un contrato que le impide usarlos para algo más, recibe una transmisión, sin autorización aparte, aunque esté en otro país (Decreto 1377 de 2013, arts. 24 y 25). Quien los usa también para sus propios fines recibe una transferencia, que hacia otro país exige un nivel adecuado de protección según la SIC o una excepción de la ley, como tu autorización expresa (Ley 1581 de 2012, art. 26).",
  },
  {
    type: "paragraph",
    text: `${SUBPROCESSORS_LABEL}, la misma lista de nuestros Términos y Condiciones:`,
  },
  subprocessorsBlock,
  { type: "paragraph", text: "Reciben además tus datos:" },
  {
    type: "definitions",
    items: [
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
