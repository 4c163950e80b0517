import { proof } from "~/config/proof";
import { cn } from "~/lib/cn";
import { TestimonialCard } from "./testimonial-card";

/** From 768 px: one quote centred, two or four two by two, any other count three abreast. */
function columns(count: number): string {
  if (count === 1) return "mx-auto max-w-xl";
  return count % 2 === 0 && count % 3 !== 0 ? "md:grid-cols-2" : "md:grid-cols-3";
}

/** What clients say, in their own approved words. */
export function TestimonialList() {
  if (proof.testimonials.length === 0) return null;
  return (
    <ul
      data-proof="testimonials"
      className={cn(
        "mt-4 grid gap-2 sm:mt-8 sm:gap-3 lg:gap-6",
        columns(proof.testimonials.length),
      )}
    >
      {proof.testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
