const formatters = new Map<number, Intl.NumberFormat>();

/**
 * A figure in Colombian format with a fixed number of decimals: 1850 → "1.850", 99.8 → "99,8".
 * Grouping is forced so four-digit figures group the same under every ICU version (server and
 * browser must agree, or hydration fails).
 */
export function formatFigure(value: number, decimals = 0): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat("es-CO", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: "always",
    });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}
