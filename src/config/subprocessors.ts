/**
 * The providers that process personal data on the company's behalf (encargados and
 * subencargados, Decreto 1377 de 2013, arts. 24 and 25), each with its country: one list, which
 * the privacy policy and the terms print as the same table (src/content/legal/subprocessors.ts).
 * A release build refuses a provider left as the example (release-legal.ts); the example's are in
 * src/content/example-company/company.json.
 */
import * as z from "zod/mini";
import { field } from "./site-fields.ts";

/** What each provider does, in the order the table lists them. */
export const SUBPROCESSOR_ROLES = [
  "hosting",
  "mail",
  "resultsMail",
  "einvoice",
  "messaging",
  "ai",
] as const;
export type SubprocessorRole = (typeof SUBPROCESSOR_ROLES)[number];

/** Each role's two configuration fields: the provider's name and its country. */
export const SUBPROCESSOR_FIELDS = {
  hosting: { provider: "hostingProvider", country: "hostingCountry" },
  mail: { provider: "mailProvider", country: "mailCountry" },
  resultsMail: { provider: "resultsMailProvider", country: "resultsMailCountry" },
  einvoice: { provider: "einvoiceProvider", country: "einvoiceCountry" },
  messaging: { provider: "messagingProvider", country: "messagingCountry" },
  ai: { provider: "aiProvider", country: "aiCountry" },
} as const satisfies Record<SubprocessorRole, { provider: string; country: string }>;

type ProviderField = (typeof SUBPROCESSOR_FIELDS)[SubprocessorRole]["provider"];
type CountryField = (typeof SUBPROCESSOR_FIELDS)[SubprocessorRole]["country"];

/** Days the AI provider keeps the assistant's inputs (its abuse monitoring); 0: zero retention. */
export const MAX_AI_RETENTION_DAYS = 365;

/**
 * How the company answers its own WhatsApp: through the WhatsApp Business API, where Meta (or the
 * messaging provider over Meta) carries the chats as its processor and an AI assistant can answer
 * first; or with the WhatsApp Business app on a phone, where people answer and WhatsApp carries the
 * chats end-to-end encrypted under its own terms, as nobody's processor. The LIS's results and the
 * chatbots the company provides use the API either way.
 */
export const WHATSAPP_CHANNELS = ["api", "app"] as const;
export type WhatsappChannel = (typeof WHATSAPP_CHANNELS)[number];

const whatsappChannel = z.enum(WHATSAPP_CHANNELS, {
  error:
    'debe ser "api" (la API de WhatsApp Business, con el asistente de IA) o "app" (la aplicación WhatsApp Business en un teléfono, sin asistente)',
});

export const subprocessorFields = {
  hostingProvider: field(2, 80),
  hostingCountry: field(2, 60),
  mailProvider: field(2, 80),
  mailCountry: field(2, 60),
  resultsMailProvider: field(2, 80),
  resultsMailCountry: field(2, 60),
  einvoiceProvider: field(2, 80),
  einvoiceCountry: field(2, 60),
  messagingProvider: field(2, 80),
  messagingCountry: field(2, 60),
  aiProvider: field(2, 80),
  aiCountry: field(2, 60),
  whatsappChannel,
  aiRetentionDays: z.string().check(
    z.regex(
      /^(0|[1-9]\d{0,2})$/,
      `debe ser un número de días de 0 (retención cero aprobada) a ${MAX_AI_RETENTION_DAYS}`,
    ),
    z.refine(
      (value) => Number(value) <= MAX_AI_RETENTION_DAYS,
      `debe ser un número de días de 0 (retención cero aprobada) a ${MAX_AI_RETENTION_DAYS}`,
    ),
  ),
} satisfies Record<ProviderField | CountryField | "whatsappChannel" | "aiRetentionDays", unknown>;

/** Every example provider's name starts with this word, so a release build can tell it. */
export const EXAMPLE_PROVIDER_PREFIX = "Ejemplo";

type SubprocessorConfig = Record<keyof typeof subprocessorFields, string>;

/**
 * WhatsApp Business runs on Meta's platform whichever provider the company reaches it through:
 * Meta and WhatsApp carry and store the account's messages, so they are always on the list.
 */
export const WHATSAPP_PLATFORM = {
  provider: "Meta Platforms, Inc. y WhatsApp LLC",
  country: "Estados Unidos",
} as const;

/** The row that is not configuration: the WhatsApp Business platform itself. */
export type ListedRole = SubprocessorRole | "whatsappPlatform";

export type Subprocessor = { role: ListedRole; provider: string; country: string };

/** Whether the configured messaging provider is Meta itself (then its row is the platform's). */
export function messagingIsMeta(config: SubprocessorConfig): boolean {
  return config.messagingProvider.trim().startsWith("Meta Platforms");
}

/**
 * The list, in table order, from the configuration, with the WhatsApp platform right after the
 * messaging provider (in its place when the company contracts with Meta directly).
 */
export function subprocessors(config: SubprocessorConfig): Subprocessor[] {
  return SUBPROCESSOR_ROLES.flatMap((role): Subprocessor[] => {
    const platform = { role: "whatsappPlatform" as const, ...WHATSAPP_PLATFORM };
    const row = {
      role,
      provider: config[SUBPROCESSOR_FIELDS[role].provider],
      country: config[SUBPROCESSOR_FIELDS[role].country],
    };
    if (role !== "messaging") return [row];
    return messagingIsMeta(config) ? [platform] : [row, platform];
  });
}
