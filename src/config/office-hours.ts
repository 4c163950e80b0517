/**
 * The company's office hours (company.json, "officeHours"): the hours its people answer, which
 * the privacy policy, the terms, the reply-time line and the WhatsApp greeting all promise. Data,
 * structured, so the one sentence every page prints is composed here and nowhere else. Colombia
 * time: the site is for Colombian laboratories and businesses.
 */
import * as z from "zod/mini";

export const WEEKDAYS = [
  "lunes",
  "martes",
  "miércoles",
  "jueves",
  "viernes",
  "sábado",
  "domingo",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().check(z.regex(TIME, "debe ser una hora HH:MM de 24 horas (08:00, 18:30)"));
const day = z.enum(WEEKDAYS, {
  error: `debe ser un día en minúsculas: ${WEEKDAYS.join(", ")}`,
});

const span = z.strictObject({
  /** First day of the span. */
  from: day,
  /** Last day; without it the span is that one day. */
  to: z.optional(day),
  opens: time,
  closes: time,
});
export type OfficeHoursSpan = z.infer<typeof span>;

const order = (value: Weekday) => WEEKDAYS.indexOf(value);
const daysOf = ({ from, to }: OfficeHoursSpan) =>
  WEEKDAYS.slice(order(from), order(to ?? from) + 1);

/** What is wrong with a list of spans as a whole, or undefined. */
function spansProblem(spans: readonly OfficeHoursSpan[]): string | undefined {
  for (const item of spans) {
    if (item.to && order(item.to) < order(item.from))
      return `«${item.from}» a «${item.to}»: el primer día debe ir antes del último`;
    if (item.opens >= item.closes)
      return `${item.opens} a ${item.closes}: la hora de apertura debe ser anterior a la de cierre`;
  }
  const days = spans.flatMap(daysOf);
  const repeated = days.find((value, index) => days.indexOf(value) !== index);
  return repeated ? `el ${repeated} está en dos tramos; cada día va en uno solo` : undefined;
}

export const officeHoursField = z.array(span).check(
  z.minLength(1, "debe tener al menos un tramo de días"),
  z.maxLength(3, "debe tener como máximo tres tramos"),
  z.superRefine((spans, context) => {
    const message = spansProblem(spans);
    if (message) context.issues.push({ code: "custom", input: spans, message });
  }),
);

/** "8:00", "18:30": a time as the page writes it. */
const shown = (value: string) => value.replace(/^0(\d)/, "$1");
const plural = (value: Weekday) => (value.endsWith("s") ? value : `${value}s`);

function spanText(item: OfficeHoursSpan): string {
  const days =
    item.to && item.to !== item.from ? `de ${item.from} a ${item.to}` : `los ${plural(item.from)}`;
  return `${days}, de ${shown(item.opens)} a ${shown(item.closes)}`;
}

/** "de lunes a viernes, de 8:00 a 18:00, hora de Colombia", with "y" before a last span. */
export function officeHoursText(spans: readonly OfficeHoursSpan[]): string {
  const parts = spans.map(spanText);
  const last = parts.pop();
  const joined = parts.length > 0 ? `${parts.join(", ")}, y ${last}` : last;
  return `${joined}, hora de Colombia`;
}

const SCHEMA_DAYS: Record<Weekday, string> = {
  lunes: "Monday",
  martes: "Tuesday",
  miércoles: "Wednesday",
  jueves: "Thursday",
  viernes: "Friday",
  sábado: "Saturday",
  domingo: "Sunday",
};

/** The same hours as schema.org OpeningHoursSpecification values. */
export function openingHoursSpecification(spans: readonly OfficeHoursSpan[]) {
  return spans.map((item) => ({
    "@type": "OpeningHoursSpecification" as const,
    dayOfWeek: daysOf(item).map((value) => SCHEMA_DAYS[value]),
    opens: item.opens,
    closes: item.closes,
  }));
}
