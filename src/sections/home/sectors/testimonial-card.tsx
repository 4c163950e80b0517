import { InitialsAvatar } from "~/components/ui/initials-avatar";
import type { Testimonial } from "~/config/proof-schema";

/** One client's words, with who said them. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <blockquote className="flex-1 leading-relaxed text-pretty text-slate-700">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <InitialsAvatar name={testimonial.name} />
        <span className="min-w-0 text-sm">
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-slate-600">
            {testimonial.role}, {testimonial.organization}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
