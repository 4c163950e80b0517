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
      className="glow relative mt-6 overflow-hidden rounded-3xl bg-ink-900 px-5 py-6 text-center before:-top-24 before:left-1/2 before:h-48 before:w-2/3 before:-translate-x-1/2 sm:mt-14 sm:px-12 sm:py-12"
    >
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
