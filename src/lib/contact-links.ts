/** Builders for the outbound contact links, so every page writes them the same way. */

export function whatsappUrl(phoneDigits: string, message?: string): string {
  const base = `https://wa.me/${phoneDigits}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

export function telUrl(phoneDigits: string): string {
  return `tel:+${phoneDigits}`;
}

export function mailtoUrl(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** A phone number as shown: non-breaking spaces, so it never wraps in the middle. */
export function phoneText(display: string): string {
  return display.replace(/ /g, "\u00a0");
}
