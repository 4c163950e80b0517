import { consentCopy } from "~/content/consent";
import { COOKIE_NOTICE_ANCHOR } from "../anchors";
import type { LegalSection } from "../types";
import { CONSENT_KEPT, cookieBlocks } from "./cookies";
import { SERVER_LOG_DAYS } from "./security";

const { purposes } = consentCopy;

/** 2. Datos que recolectamos: contact data, social media, browsing data, the banner and cookies. */
export const dataSection = {
  id: "datos-recolectados",
  title: "Datos que recolectamos",
  blocks: [
    {
      type: "paragraph",
      text: "Solo pedimos los datos que necesitamos para atenderte. No te pedimos datos sensibles, como información de salud, biométrica o sobre tu origen racial o étnico, ni datos de niños, niñas o adolescentes; si llegamos a recibirlos por error, los eliminamos.",
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
      text: "También conservamos el contenido de tus mensajes, es decir, lo que nos cuentas sobre tu proyecto o tu necesidad, para darle seguimiento.",
    },
    { type: "subheading", text: "Redes sociales" },
    {
      type: "paragraph",
      text: "Si nos escribes o comentas en nuestras páginas de Facebook, Instagram o LinkedIn, tratamos tu nombre de perfil y lo que nos escribes solo para responderte y darle seguimiento, con las finalidades y los derechos de esta política. Meta Platforms, Inc. (Facebook e Instagram) y LinkedIn tratan además tus datos por su propia cuenta, según sus políticas; las estadísticas que nos muestran de nuestras páginas son agregadas y no te identifican.",
    },
    { type: "subheading", text: "Datos de navegación" },
    {
      type: "paragraph",
      text: `Cuando visitas el sitio, nuestro proveedor de alojamiento registra por seguridad tu dirección IP y las páginas que pides, y esos registros se conservan ${SERVER_LOG_DAYS} días (sección 6). Si lo autorizas en el aviso de cookies, Google registra además lo que sigue, salvo en esta política, en los Términos y Condiciones y en sus versiones anteriores, donde no medimos nada:`,
    },
    {
      type: "list",
      items: [
        "Dirección IP.",
        "Tipo y versión del navegador, sistema operativo y tipo de dispositivo.",
        "Páginas visitadas y enlaces en los que haces clic, como los de WhatsApp o correo electrónico.",
        "Tiempo de permanencia en el sitio, y fecha y hora de la visita.",
        "Medidas de rendimiento de la página: cuánto tardó en mostrarse y en responder a tus toques, y si su contenido se movió mientras cargaba.",
        "Cookies de analítica y, si también lo autorizas, de medición publicitaria.",
      ],
    },
    {
      type: "subheading",
      text: "El aviso de cookies y cómo cambiar tu decisión",
      id: COOKIE_NOTICE_ANCHOR,
    },
    {
      type: "paragraph",
      text: `Antes de que elijas no se carga ningún script de Google ni se instala ninguna cookie suya, y si rechazas, tampoco. La primera vez que entras te mostramos el aviso «${consentCopy.title}» con dos opciones que decides por separado:`,
    },
    {
      type: "definitions",
      items: [
        { term: purposes.analytics.label, description: purposes.analytics.description },
        { term: purposes.advertising.label, description: purposes.advertising.description },
      ],
    },
    {
      type: "paragraph",
      text: `Puedes marcar las dos con «${consentCopy.acceptAll}», ninguna con «${consentCopy.rejectAll}», o solo la que quieras con «${consentCopy.save}». Si autorizas una, se miden también los clics de esa visita hechos antes de elegir, que hasta entonces quedan solo en tu navegador; si no, se descartan. Guardamos tu elección en tu navegador, sin cookies, ${CONSENT_KEPT}; pasado ese plazo, te volvemos a preguntar. No la enviamos a nuestros servidores: ese registro no te identificaría y nos obligaría a guardar datos también de quien rechaza (Decreto 1377 de 2013, art. 4). Como prueba de las autorizaciones (Decreto 1377 de 2013, art. 8) conservamos cada versión de este aviso con las fechas en que estuvo publicada; y como el sitio no activa nada de Google sin tu sí, Google solo recibe datos de quienes lo autorizaron, con la fecha de cada visita. La puedes cambiar o retirar cuando quieras con el botón «${consentCopy.reopen}», al pie de cada página. Si no ves el aviso ni ese botón, es porque el sitio no está usando ninguna de estas herramientas.`,
    },
    {
      type: "paragraph",
      text: [
        "También puedes borrar las cookies desde la configuración de tu navegador o instalar el ",
        {
          link: "complemento de inhabilitación de Google Analytics",
          href: "https://tools.google.com/dlpage/gaoptout",
        },
        "; el sitio seguirá funcionando igual.",
      ],
    },
    { type: "subheading", text: "Cookies que usa el sitio", id: "cookies" },
    ...cookieBlocks(),
  ],
} as const satisfies LegalSection;
