/**
 * The entries of the proof file (docs/proof.md), one schema each; proof-schema.ts puts them in
 * lists. Any entry may carry `"example": true`, which a release build refuses (release-proof.ts).
 */
import * as z from "zod/mini";
import { text } from "./site-fields.ts";

/** Lists stay short: proof a visitor can read, not a catalogue that weighs on the first HTML. */
const MAX_ITEMS = 8;
/** The lab page names two or three laboratories; the home page turns up to three items into cases. */
export const MAX_SHOWCASE = 3;
/** Pesos: below a thousand or above a thousand million a price is a typo (a group of zeros). */
const PRICE_MIN_COP = 1_000;
const PRICE_MAX_COP = 1_000_000_000;
/** Weeks to go live for one site: more than a year is not a go-live time. */
const MAX_WEEKS = 52;
/** "Cómo trabajamos" is one short row: four steps on a desktop, a compact list on a phone. */
export const MAX_PROCESS_STEPS = 4;

export const list = <T extends z.ZodMiniType>(item: T, max = MAX_ITEMS) =>
  z.optional(z.array(item).check(z.maxLength(max, `admite como máximo ${max} elementos`)));

/** `"example": true` marks an entry the company has not given yet (refused by a release build). */
const example = { example: z.optional(z.boolean("debe ser true o false")) };
const whole = (min: number, max: number, what: string) =>
  z
    .int(`debe ser ${what}, un número entero`)
    .check(
      z.gte(min, `debe ser ${what} de ${min} a ${max}`),
      z.lte(max, `debe ser ${what} de ${min} a ${max}`),
    );

export const client = z.strictObject({
  /** Shown as a wordmark: the client's written permission to be named is required. */
  name: text(2, 60),
  ...example,
});

export const testimonial = z.strictObject({
  name: text(3, 60),
  role: text(2, 80),
  organization: text(2, 80),
  /** The person's own words, approved in writing (Ley 1581 de 2012, art. 9). */
  quote: text(20, 300),
  ...example,
});

export const caseStudy = z.strictObject({
  /** The solution type this case backs: one of the company's `solutions` (company-lists.ts). */
  portfolio: text(3, 60),
  client: text(2, 80),
  problem: text(20, 200),
  /** What changed, measured: "de 3 días a 1 (mediana, 2024 frente a 2025)". */
  result: text(10, 160),
  ...example,
});

/**
 * Analyzers a page may list: the lab page names the first few in a sentence and folds the rest
 * into a closed list, so a long list costs the first response a few hundred bytes, not a screen.
 */
export const MAX_ANALYZERS = 40;

export const analyzer = z.strictObject({
  brand: text(2, 40),
  model: text(1, 40),
  /** Laboratory area, e.g. "Hematología", "Química clínica". */
  area: text(3, 40),
  ...example,
});

/** "más de N modelos": how many analyzer models work in production, beyond the ones listed. */
export const analyzerModels = z.strictObject({
  moreThan: whole(1, 9999, "un número de modelos"),
  ...example,
});

/** What connecting one analyzer costs: a one-off price per equipment, taxes included. */
export const analyzerInterface = z.strictObject({
  priceCop: whole(PRICE_MIN_COP, PRICE_MAX_COP, "un precio en pesos"),
  ...example,
});

/**
 * Support beyond the office hours the terms promise (src/content/legal/terms/services.ts): only
 * what a commercial proposal adds, in one sentence ("Urgencias fuera de horario: …").
 */
export const support = z.strictObject({
  afterHours: text(20, 160),
  ...example,
});

/** The norms a regulation row may speak to; their names and citations are content (lab/regulations.ts). */
export const REGULATION_IDS = ["rips", "fev", "records", "habilitation", "iso15189"] as const;
export type RegulationId = (typeof REGULATION_IDS)[number];

export const regulation = z.strictObject({
  norm: z.enum(REGULATION_IDS, `debe ser uno de: ${REGULATION_IDS.join(", ")}`),
  /** What the product does for it, and only what is true (Ley 1480 de 2011, arts. 29–30). */
  does: text(20, 200),
  ...example,
});

export const reference = z.strictObject({
  laboratory: text(3, 80),
  city: text(2, 40),
  analyzersConnected: whole(1, 99, "un número de analizadores"),
  goLiveWeeks: whole(1, MAX_WEEKS, "un número de semanas"),
  /** One sentence, the person's own, with their written permission (Ley 1581 de 2012, art. 9). */
  quote: text(20, 200),
  person: text(3, 60),
  role: text(2, 60),
  ...example,
});

export const goLive = z
  .strictObject({
    minWeeks: whole(1, MAX_WEEKS, "un número de semanas"),
    maxWeeks: whole(1, MAX_WEEKS, "un número de semanas"),
    ...example,
  })
  .check(
    z.refine(
      (range) => range.maxWeeks >= range.minWeeks,
      "maxWeeks no puede ser menor que minWeeks",
    ),
  );

/**
 * The home page's services that may show a "desde" price (src/content/services.ts): the chatbot by
 * the month, software a la medida by the project. The lab service shows `price`, one value in one
 * place, so it is not among them.
 */
export const SERVICE_PRICE_IDS = ["chatbot", "custom"] as const;
export type ServicePriceId = (typeof SERVICE_PRICE_IDS)[number];

export const servicePrice = z.strictObject({
  service: z.enum(
    SERVICE_PRICE_IDS,
    `debe ser uno de: ${SERVICE_PRICE_IDS.join(", ")} (el del laboratorio es "price")`,
  ),
  /** The lowest price, final, taxes included where they apply (Ley 1480 de 2011, art. 26). */
  fromCop: whole(PRICE_MIN_COP, PRICE_MAX_COP, "un precio en pesos"),
  ...example,
});

/** A step of "Cómo trabajamos": a commitment the company keeps, so it must agree with the terms. */
export const processStep = z.strictObject({
  title: text(3, 50),
  text: text(10, 140),
  ...example,
});

/** Oldest founding year the form accepts: older is a typo. */
const FOUNDED_MIN = 1950;

/** Who the company is, for the first screen: since when and how many people build the software. */
export const company = z.strictObject({
  foundedYear: whole(FOUNDED_MIN, new Date().getFullYear(), "un año"),
  /** People on the payroll or under steady contract, as the company would state it to a client. */
  teamSize: whole(2, 9999, "un número de personas"),
  ...example,
});

/** The lowest monthly price for one site, taxes included where they apply, or an explicit "none". */
export const price = z.union(
  [
    z.strictObject({
      monthlyPerSiteCop: whole(PRICE_MIN_COP, PRICE_MAX_COP, "un precio en pesos"),
      /** What that price covers (users, modules, the veterinary version): the billing answer. */
      includes: z.optional(text(20, 160)),
      ...example,
    }),
    z.strictObject({ published: z.literal(false) }),
  ],
  {
    error: `debe ser {"monthlyPerSiteCop": 390000} (pesos, de ${PRICE_MIN_COP} a ${PRICE_MAX_COP}) o {"published": false}`,
  },
);

/**
 * How the company states the tax on every price it publishes (Ley 1480 de 2011, art. 26): "IVA
 * incluido" or "+ IVA", said once beside each price.
 */
export const VAT_STATEMENTS = ["included", "added"] as const;
export type VatStatement = (typeof VAT_STATEMENTS)[number];

export const vat = z.strictObject({
  statement: z.enum(
    VAT_STATEMENTS,
    `debe ser "included" (sus precios incluyen el IVA) o "added" (el IVA se suma: "+ IVA")`,
  ),
  ...example,
});

/** The lab page shows three or four screens of the product: a short gallery, not a manual. */
export const MAX_SCREENS = 4;
/** A screen's image: an AVIF or WebP file, its path relative to the proof file's folder. */
export const SCREEN_IMAGE = /^[\w./-]+\.(avif|webp)$/i;

export const screen = z.strictObject({
  /** Path of the image, relative to the proof file's folder: "capturas/ordenes.webp". */
  image: z
    .string()
    .check(z.regex(SCREEN_IMAGE, "debe ser la ruta de una imagen .avif o .webp, sin espacios")),
  /** What the screen is, shown under it: "Validación de resultados con sus alertas". */
  caption: text(10, 90),
  /** What the screen shows, for whoever cannot see it. */
  alt: text(20, 200),
  ...example,
});

/** What happens at a site when its internet goes down, in one or two sentences. */
export const offline = z.strictObject({ answer: text(40, 300), ...example });

/** A measured availability, its period, and how the data is backed up. */
export const availability = z.strictObject({
  /** Measured, not promised: "99,9" as 99.9. */
  percent: z.number("debe ser un porcentaje, un número como 99.9").check(
    z.gte(90, "debe ser un porcentaje de 90 a 100"),
    z.lte(100, "debe ser un porcentaje de 90 a 100"),
    z.refine((n) => Math.round(n * 100) === n * 100, "admite como máximo dos decimales"),
  ),
  /** When it was measured: "enero a octubre de 2026". */
  period: text(8, 60),
  /** How often, where and for how long the data is copied. */
  backups: text(30, 240),
  ...example,
});

/** Whether and how the LIS handles microbiology (cultures, antibiograms). */
export const microbiology = z.strictObject({ answer: text(40, 300), ...example });

/** How results are signed: a digital signature, by whom, with what certificate. */
export const resultSignature = z.strictObject({ answer: text(40, 300), ...example });
