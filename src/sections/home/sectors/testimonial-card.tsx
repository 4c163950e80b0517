import { InitialsAvatar } from "~/components/ui/initials-avatar";
import type { Testimonial } from "~/config/proof-schema";

/** One client's words, with who said them. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <blockquote className="flex-1 text-sm leading-snug text-pretty text-slate-700 sm:text-base sm:leading-relaxed">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-2 flex items-center gap-3 sm:mt-5">
        <InitialsAvatar name={testimonial.name} className="max-sm:hidden" />
        {/* On a phone the name runs into the role, a line saved per quote. */}
        <span className="min-w-0 text-sm text-slate-600">
          <span className="font-semibold text-slate-900 sm:block">{testimonial.name}</span>
          <span className="sm:sr-only">, </span>
          {testimonial.role}, {testimonial.organization}
        </span>
      </figcaption>
    </figure>
  );
}
