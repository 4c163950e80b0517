/**
 * Every field of the company's data, once: where it sits in company.json (a dotted path), the
 * SITE_* variable that overrides it on a hosting platform, and what staff read about it in their
 * editor (the JSON Schema's description, company-file.ts). Pure: no Node APIs.
 */

type Spec = readonly [path: string, env: string | undefined, description: string];

const EMPTY_NONE = "Vacío: ninguno.";

export const COMPANY_FIELDS = {
  companyName: [
    "companyName",
    "SITE_COMPANY_NAME",
    "Nombre comercial, como lo lee un cliente (cabecera, títulos, mensajes).",
  ],
  shortName: [
    "shortName",
    "SITE_SHORT_NAME",
    "Nombre bajo el icono en un teléfono, 12 caracteres como máximo. Vacío: el nombre o su primera palabra.",
  ],
  legalName: [
    "legalName",
    "SITE_LEGAL_NAME",
    "Razón social con su tipo de sociedad, como está registrada (p. ej. «Andina Códigos S.A.S.»).",
  ],
  nit: ["nit", "SITE_NIT", "NIT con su dígito de verificación, con la forma 123.456.789-0."],
  addressStreet: [
    "addressStreet",
    "SITE_ADDRESS_STREET",
    "Dirección de notificaciones: calle y número, oficina.",
  ],
  addressCity: ["addressCity", "SITE_ADDRESS_CITY", "Ciudad de la dirección."],
  addressRegion: ["addressRegion", "SITE_ADDRESS_REGION", "Departamento de la dirección."],
  labProductName: [
    "labProductName",
    "SITE_LAB_PRODUCT_NAME",
    "Nombre del software para laboratorios (LIS).",
  ],
  labProductSlug: [
    "labProductSlug",
    "SITE_LAB_PRODUCT_SLUG",
    "Ruta de la página del LIS, en minúsculas y guiones (verticelab → /verticelab).",
  ],
  phoneDisplay: [
    "phoneDisplay",
    "SITE_PHONE_DISPLAY",
    "Teléfono de WhatsApp como se lee: +57 300 000 0000.",
  ],
  phoneDigits: [
    "phoneDigits",
    "SITE_PHONE_DIGITS",
    "El mismo teléfono solo en dígitos, con el indicativo: 573000000000.",
  ],
  landlineDisplay: [
    "landlineDisplay",
    "SITE_LANDLINE_DISPLAY",
    "Teléfono fijo como se lee. Vacío: el de WhatsApp.",
  ],
  landlineDigits: [
    "landlineDigits",
    "SITE_LANDLINE_DIGITS",
    "El fijo en dígitos, con el indicativo. Vacío: el de WhatsApp.",
  ],
  email: ["email", "SITE_EMAIL", "Correo de contacto."],
  privacyEmail: [
    "privacyEmail",
    "SITE_PRIVACY_EMAIL",
    "Correo para consultas y reclamos de datos personales. Vacío: el de contacto.",
  ],
  portalUrl: ["portalUrl", "SITE_PORTAL_URL", "Dirección https del portal de clientes."],
  siteUrl: [
    "siteUrl",
    "SITE_URL",
    "Dirección pública del sitio: solo el origen https (https://www.empresa.co).",
  ],
  facebookUrl: [
    "facebookUrl",
    "SITE_FACEBOOK_URL",
    "Perfil de Facebook (https://www.facebook.com/…).",
  ],
  instagramUrl: [
    "instagramUrl",
    "SITE_INSTAGRAM_URL",
    "Perfil de Instagram (https://www.instagram.com/…).",
  ],
  linkedinUrl: [
    "linkedinUrl",
    "SITE_LINKEDIN_URL",
    "Página de LinkedIn (https://www.linkedin.com/company/…).",
  ],
  hostingProvider: [
    "providers.hosting.name",
    "SITE_HOSTING_PROVIDER",
    "Proveedor del alojamiento del sitio, las plataformas y la nube del LIS.",
  ],
  hostingCountry: [
    "providers.hosting.country",
    "SITE_HOSTING_COUNTRY",
    "País del proveedor de alojamiento.",
  ],
  mailProvider: [
    "providers.mail.name",
    "SITE_MAIL_PROVIDER",
    "Proveedor de los buzones de correo de la empresa.",
  ],
  mailCountry: ["providers.mail.country", "SITE_MAIL_COUNTRY", "País del proveedor de correo."],
  resultsMailProvider: [
    "providers.resultsMail.name",
    "SITE_RESULTS_MAIL_PROVIDER",
    "Proveedor que envía por correo los resultados del LIS.",
  ],
  resultsMailCountry: [
    "providers.resultsMail.country",
    "SITE_RESULTS_MAIL_COUNTRY",
    "País del proveedor de envío de resultados.",
  ],
  einvoiceProvider: [
    "providers.einvoice.name",
    "SITE_EINVOICE_PROVIDER",
    "Proveedor tecnológico de facturación electrónica (DIAN).",
  ],
  einvoiceCountry: [
    "providers.einvoice.country",
    "SITE_EINVOICE_COUNTRY",
    "País del proveedor de facturación electrónica.",
  ],
  messagingProvider: [
    "providers.messaging.name",
    "SITE_MESSAGING_PROVIDER",
    "WhatsApp Business: «Meta Platforms, Inc.» o el proveedor intermediario.",
  ],
  messagingCountry: [
    "providers.messaging.country",
    "SITE_MESSAGING_COUNTRY",
    "País del proveedor de WhatsApp Business.",
  ],
  aiProvider: [
    "providers.ai.name",
    "SITE_AI_PROVIDER",
    "Proveedor del modelo de lenguaje del asistente y de los chatbots.",
  ],
  aiCountry: ["providers.ai.country", "SITE_AI_COUNTRY", "País del proveedor de IA."],
  whatsappChannel: [
    "whatsappChannel",
    "SITE_WHATSAPP_CHANNEL",
    "Cómo atiende la empresa su propio WhatsApp: «api» (la API de WhatsApp Business, con el proveedor de mensajería y el asistente de IA) o «app» (la aplicación WhatsApp Business en un teléfono: responden personas, sin asistente).",
  ],
  aiRetentionDays: [
    "aiRetentionDays",
    "SITE_AI_RETENTION_DAYS",
    "Días que el proveedor de IA conserva lo que recibe (0: retención cero aprobada).",
  ],
  gaMeasurementId: [
    "gaMeasurementId",
    "SITE_GA_MEASUREMENT_ID",
    `ID de Google Analytics 4 (G-…). ${EMPTY_NONE}`,
  ],
  adsConversionId: [
    "adsConversionId",
    "SITE_ADS_CONVERSION_ID",
    `ID de conversión de Google Ads (AW-…). ${EMPTY_NONE}`,
  ],
  adsWhatsappLabel: [
    "adsWhatsappLabel",
    "SITE_ADS_WHATSAPP_LABEL",
    `Etiqueta de la conversión de WhatsApp en Google Ads. ${EMPTY_NONE}`,
  ],
  adsEmailLabel: [
    "adsEmailLabel",
    "SITE_ADS_EMAIL_LABEL",
    `Etiqueta de la conversión de correo en Google Ads. ${EMPTY_NONE}`,
  ],
  replyHours: [
    "replyHours",
    "SITE_REPLY_HOURS",
    "Horas hábiles en que la empresa promete responder (1 a 40).",
  ],
  officeHours: [
    "officeHours",
    undefined,
    "Horario de atención de las personas del equipo, hora de Colombia: uno a tres tramos de días con su hora de apertura y de cierre.",
  ],
  brandColor: [
    "brandColor",
    "SITE_BRAND_COLOR",
    "Color de la marca, #rrggbb: barra del navegador, manifiesto y fondo de los iconos cuadrados.",
  ],
  solutions: [
    "solutions",
    undefined,
    "Tipos de solución que la empresa ya entregó a clientes: la portada los lista bajo «Soluciones que hemos construido». Cada uno, un nombre de la lista de docs/configuration.md.",
  ],
  figureProjects: [
    "figures.projects.value",
    "SITE_FIGURE_PROJECTS",
    "Proyectos entregados: un número, con «+» opcional (50+).",
  ],
  figureProjectsSource: [
    "figures.projects.source",
    "SITE_FIGURE_PROJECTS_SOURCE",
    "Fuente de la cifra: qué se contó, cuándo y cuántos.",
  ],
  countries: [
    "figures.countries.list",
    undefined,
    "Países donde la empresa tiene clientes o proyectos, en español, con Colombia (la sede principal): la portada muestra sus banderas y los cuenta.",
  ],
  figureCountriesSource: [
    "figures.countries.source",
    "SITE_FIGURE_COUNTRIES_SOURCE",
    "Fuente de los países (la cifra se cuenta de la lista).",
  ],
  sectors: [
    "figures.sectors.list",
    undefined,
    "Sectores en los que la empresa ha trabajado: la portada los lista y los cuenta.",
  ],
  figureSectorsSource: [
    "figures.sectors.source",
    "SITE_FIGURE_SECTORS_SOURCE",
    "Fuente de los sectores (la cifra se cuenta de la lista).",
  ],
  figureSatisfaction: [
    "figures.satisfaction.value",
    "SITE_FIGURE_SATISFACTION",
    "Satisfacción de clientes, porcentaje entero de 0 a 100.",
  ],
  figureSatisfactionSource: [
    "figures.satisfaction.source",
    "SITE_FIGURE_SATISFACTION_SOURCE",
    "Fuente de la satisfacción: qué se preguntó, cuándo y a cuántos.",
  ],
  labRatingValue: [
    "figures.labRating.value",
    "SITE_LAB_RATING_VALUE",
    "Nota media del LIS de 1 a 5, con un decimal.",
  ],
  labRatingCount: [
    "figures.labRating.count",
    "SITE_LAB_RATING_COUNT",
    "Número de valoraciones del LIS.",
  ],
  labRatingSource: [
    "figures.labRating.source",
    "SITE_LAB_RATING_SOURCE",
    "Fuente de la valoración: quiénes, cuántos y cuándo.",
  ],
  labRatingUrl: [
    "figures.labRating.url",
    "SITE_LAB_RATING_URL",
    "Dirección https donde se leen las valoraciones. Vacío: la valoración no enlaza.",
  ],
  figuresHidden: [
    "figures.hidden",
    "SITE_FIGURES_HIDDEN",
    "Cifras que no se muestran: projects, countries, sectors, satisfaction, labRating.",
  ],
} as const satisfies Record<string, Spec>;

export type CompanyField = keyof typeof COMPANY_FIELDS;
type WithEnv = {
  [F in CompanyField]: (typeof COMPANY_FIELDS)[F][1] extends string ? F : never;
}[CompanyField];

/** The variable of each field a hosting platform may override (officeHours has none). */
export const envNames = Object.fromEntries(
  Object.entries(COMPANY_FIELDS).flatMap(([field, [, env]]) => (env ? [[field, env]] : [])),
) as { [F in WithEnv]: (typeof COMPANY_FIELDS)[F][1] };

/** Where a field sits in company.json, dotted. */
export function fieldPath(field: string): string {
  return COMPANY_FIELDS[field as CompanyField]?.[0] ?? field;
}

/** A field as a report names it: its place in company.json and, if it has one, its variable. */
export function fieldName(field: string): string {
  const env = COMPANY_FIELDS[field as CompanyField]?.[1];
  return `${fieldPath(field)}${env ? ` (${env})` : ""}`;
}

/** The field stored at a dotted path of company.json, if any. */
export function fieldAt(path: string): CompanyField | undefined {
  return (Object.keys(COMPANY_FIELDS) as CompanyField[]).find(
    (field) => COMPANY_FIELDS[field][0] === path,
  );
}

/**
 * Applies environment overrides to `values`. A variable set to "" is a value like any other: an
 * optional field becomes empty, a required one is refused (never the example brand again).
 */
export function withEnvOverrides(
  values: Readonly<Record<string, unknown>>,
  env: Record<string, string | undefined>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...values };
  for (const [field, name] of Object.entries(envNames)) {
    const value = env[name];
    if (value !== undefined) merged[field] = value;
  }
  return merged;
}
