/**
 * Soft brand-coloured glows and a faint grid behind the hero, all drawn by one element
 * (.hero-backdrop in src/styles/app.css). Purely decorative.
 */
export function HeroBackdrop() {
  return <div aria-hidden="true" className="hero-backdrop" />;
}
