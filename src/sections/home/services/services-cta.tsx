import { ArrowRight } from "lucide-react";
import { ActionLink } from "~/components/ui/action-link";
import { proof } from "~/config/proof";
import { servicesSection } from "~/content/services";
import { ProcessSteps } from "./process-steps";

/**
 * Closing call to action of #servicios: the invitation, how the company works (when its proof
 * file says), and "Solicitar Consulta Gratuita" → #contacto.
 */
export function ServicesCta() {
  const { cta } = servicesSection;
  return (
    <div
      data-reveal
      className="relative mt-6 overflow-hidden rounded-3xl bg-ink-900 px-5 py-6 text-center sm:mt-14 sm:px-12 sm:py-12"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 left-1/2 h-48 w-2/3 -translate-x-1/2 bg-radial from-accent-400/30 via-brand-600/30 via-40% to-transparent to-70%"
      />
      <h3 className="relative text-xl font-bold text-white sm:text-3xl">{cta.title}</h3>
      {/* The company's steps, when it gives them, say what this line says and more: one, not both. */}
      {proof.process.length ? (
        <ProcessSteps steps={proof.process} />
      ) : (
        <p className="relative mx-auto mt-3 max-w-2xl leading-relaxed text-slate-300 max-sm:text-sm sm:text-lg">
          {cta.text}
        </p>
      )}
      <ActionLink
        href={cta.href}
        surface="dark"
        icon={ArrowRight}
        className="relative mt-6 sm:mt-8"
      >
        {cta.label}
      </ActionLink>
    </div>
  );
}
