/**
 * The one list of providers that process personal data on the company's behalf, from the
 * configuration (src/config/subprocessors.ts): the privacy policy and the terms print this very
 * block, so they can never name different providers or countries (Decreto 1377 de 2013, arts.
 * 24 and 25: each is an encargado under a data-transmission contract).
 */
import { site } from "~/config/site";
import {
  WHATSAPP_PLATFORM,
  messagingIsMeta,
  subprocessors,
  type ListedRole,
} from "~/config/subprocessors";
import { chatByApi } from "~/content/whatsapp-channel";
import { transmissionKind } from "./common";
import type { LegalBlock } from "./types";

const lab = site.labProductName;
const retentionDays = Number(site.aiRetentionDays);

/**
 * How long the AI provider keeps what the assistant receives: the API's abuse monitoring keeps
 * inputs for a few weeks unless the provider approved zero retention for the account.
 */
export const aiRetention =
  retentionDays === 0
    ? "no conserva las conversaciones: tiene aprobada para nuestra cuenta la retención cero"
    : `conserva las conversaciones hasta ${retentionDays} días solo para vigilar abusos de su servicio y luego las borra`;

/** Who carries the WhatsApp messages: the configured provider, with Meta's platform under it. */
const platform = `${WHATSAPP_PLATFORM.provider} (${WHATSAPP_PLATFORM.country})`;
export const whatsappCarriers = messagingIsMeta(site)
  ? platform
  : `${site.messagingProvider} junto con ${platform}`;

/**
 * What the WhatsApp carriers handle for the company: the chatbots it provides and the LIS's
 * results always; its own chat only through the API. With the app, WhatsApp carries that chat
 * end-to-end encrypted under its own terms, as nobody's processor (the policy's WhatsApp section).
 */
const carried = `los mensajes ${chatByApi ? "de nuestro propio chat y de los chatbots que prestamos," : "de los chatbots que prestamos"} y los resultados que un laboratorio entrega por WhatsApp con ${lab}`;
const ownChatApart = chatByApi
  ? ""
  : " Los mensajes de nuestro propio chat, que atendemos con la aplicación WhatsApp Business, viajan cifrados de extremo a extremo y no los tratan por nuestra cuenta.";

/** What each provider does with the data. */
const roles: Record<ListedRole, string> = {
  hosting: `Aloja este sitio y nuestras plataformas, incluido ${lab}, con sus registros y copias de seguridad.`,
  mail: "Aloja nuestros buzones de correo: los mensajes que nos envías y te enviamos.",
  resultsMail: `Envía por correo los resultados que un laboratorio entrega con ${lab}, si usa esa función.`,
  einvoice:
    "Proveedor tecnológico autorizado por la DIAN: genera y le transmite nuestras facturas electrónicas, con los datos de facturación de nuestros clientes.",
  messaging: `Nos presta la mensajería de WhatsApp Business a través de la plataforma de Meta: gestiona ${carried}.`,
  whatsappPlatform: `Plataforma de WhatsApp Business: transportan y alojan ${carried}.${ownChatApart}`,
  ai: `Modelo de lenguaje ${chatByApi ? "del asistente virtual de nuestro WhatsApp y " : ""}de los chatbots que prestamos. Su contrato le prohíbe usar las conversaciones para entrenar sus modelos o para cualquier otro fin; ${aiRetention}.`,
};

/** Label of the list, where a text points to it. */
export const SUBPROCESSORS_LABEL = "Proveedores que tratan datos por nuestra cuenta";

/** The list: each provider with its country, what it does, and the kind of transmission. */
export const subprocessorsBlock: LegalBlock = {
  type: "definitions",
  items: subprocessors(site).map(({ role, provider, country }) => ({
    term: `${provider} (${country})`,
    description: `${roles[role]} Encargado: ${transmissionKind(country)}, con contrato.`,
  })),
};
