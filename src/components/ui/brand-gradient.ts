/**
 * The signature cyan → blue fill for buttons with white text. It starts at cyan-700, not the
 * lighter accent tones, so white text keeps at least 4.5:1 across the whole gradient.
 */
export const BRAND_GRADIENT = "bg-gradient-to-r from-cyan-700 to-brand-600";
