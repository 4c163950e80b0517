export function HeroSection() {
  return (
    <section
      id="inicio"
      aria-labelledby="inicio-titulo"
      className="min-h-dvh bg-ink-900 pt-32 pb-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h1 id="inicio-titulo" className="text-4xl font-bold text-white sm:text-6xl">
          Transformamos tu negocio, optimizamos tu futuro
        </h1>
      </div>
    </section>
  );
}
