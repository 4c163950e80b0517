/** Soft brand-coloured glows and a faint grid behind the hero. Purely decorative. */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute -top-48 -left-40 size-[36rem] bg-radial from-brand-600/25 to-transparent to-70%" />
      <div className="absolute top-1/3 -right-48 size-[32rem] bg-radial from-accent-500/15 to-transparent to-70%" />
      <div className="hero-grid absolute inset-0" />
    </div>
  );
}
