import { proof } from "~/config/proof";
import { proofCopy } from "~/content/proof";
import { TestimonialCard } from "./testimonial-card";

/** What clients say, in their own approved words. */
export function TestimonialList() {
  if (proof.testimonials.length === 0) return null;
  return (
    <div className="mt-14 sm:mt-20">
      <h3 className="text-center text-xl font-semibold text-slate-900">
        {proofCopy.testimonialsTitle}
      </h3>
      <ul data-proof="testimonials" className="mt-6 grid gap-4 sm:mt-8 md:grid-cols-2 lg:gap-6">
        {proof.testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </div>
  );
}
