import { proof } from "~/config/proof";
import { TestimonialCard } from "./testimonial-card";

/** What clients say, in their own approved words. */
export function TestimonialList() {
  if (proof.testimonials.length === 0) return null;
  return (
    <ul data-proof="testimonials" className="mt-4 grid gap-3 sm:mt-8 md:grid-cols-2 lg:gap-6">
      {proof.testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
