import { proof } from "~/config/proof";
import { proofCopy } from "~/content/proof";
import { ClientWordmarks } from "./client-wordmarks";
import { TestimonialList } from "./testimonial-list";

/**
 * The clients the company may name and what they say, under one heading: the clients' when there
 * are any, else the testimonials'. Nothing at all when the proof file gives neither.
 */
export function ClientProof() {
  if (proof.clients.length === 0 && proof.testimonials.length === 0) return null;
  const title = proof.clients.length > 0 ? proofCopy.clientsTitle : proofCopy.testimonialsTitle;
  return (
    <div className="mt-5 sm:mt-12">
      <h3 className="text-center text-lg font-semibold text-slate-900 sm:text-xl">{title}</h3>
      <ClientWordmarks />
      <TestimonialList />
    </div>
  );
}
