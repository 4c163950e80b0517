/** Colombian long date, read in UTC so the calendar day never shifts with the build's time zone. */
const longDate = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeZone: "UTC" });

/**
 * "2026-11-01" → "1 de noviembre de 2026". An impossible date throws, so a bad
 * date in the record of legal versions stops the build instead of printing "Invalid Date".
 */
export function formatLegalDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`Fecha legal inválida: ${JSON.stringify(isoDate)} (se espera AAAA-MM-DD)`);
  }
  return longDate.format(date);
}
